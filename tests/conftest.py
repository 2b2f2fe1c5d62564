"""Shared fixtures: exported corpora, and real results.json files from the reference engine and two broken ones.

The tests run in parallel (pytest-xdist, ``-n auto`` in tox). What is expensive to make (whole ``rulings``
runs and exports) is made once per test session and shared by every worker (:func:`made_once`), not once
per worker.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent


_OWN_PARSE_CACHE: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    """The tests' runs keep their parsed feature files in a cache of the test session's own (pytest-xdist's workers
    and the `rulings` runs the tests start inherit it), not in the user's: temporary features would crowd it."""
    from mtg_rulings.steps.collection import CACHE_ENV

    if CACHE_ENV not in os.environ:
        os.environ[CACHE_ENV] = tempfile.mkdtemp(prefix="rulings-tests-parse-cache-")
        _OWN_PARSE_CACHE.append(os.environ[CACHE_ENV])
    # A scenario run in-process by a test has the harness's default limit; on a loaded machine a real engine's
    # start can pass 10 s and turn the test's verdict into a timeout. Tests of timeouts give their own limit.
    from mtg_rulings.adapters import harness

    harness.DEFAULT_TIMEOUT_S = 300.0


def pytest_unconfigure(config: pytest.Config) -> None:
    for folder in _OWN_PARSE_CACHE:
        shutil.rmtree(folder, ignore_errors=True)


#: The test files in order of their CPU time, heaviest first (measured one file at a time on 2026-12-02,
#: docs/development.md; less what they share with other files). Under pytest-xdist with ``--dist loadfile``
#: (tox -e tests) each test file is one unit of work (its module fixtures made once), given whole to the next
#: free worker in this order, so a long file never starts last; the files not named follow in their own order,
#: then the scenarios of steps/rulings_test.py one by one (some 1,600 of a few ms each: see
#: :func:`pytest_xdist_make_scheduler`), which keep both workers busy to the end.
HEAVIEST_FIRST = [
    "test_trust.py", "test_engine_adapters.py", "test_robustness.py", "test_stdio.py", "test_engine_author.py",
    "test_baselines.py", "test_adapter_self_tests.py", "test_report_browser.py", "test_fuzz.py", "test_scale.py",
    "test_install.py", "test_user_suite.py", "test_exports.py", "test_cucumber_messages.py", "test_reproductions.py",
    "test_user_cards_everywhere.py", "test_forge_runner.py", "test_verdicts.py", "test_cli.py",
    "test_report_pages.py", "test_layers.py", "test_pytest_bdd.py",
]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The heaviest test files first, the rulings scenarios last (see :data:`HEAVIEST_FIRST`)."""
    rank = {name: i for i, name in enumerate(HEAVIEST_FIRST)}
    tests = Path(__file__).resolve().parent

    def key(item: pytest.Item) -> tuple[int, int]:
        path = Path(item.path)
        if path.parent != tests:
            return (2, 0)  # the rulings scenarios (steps/rulings_test.py), in their order
        return (0, rank[path.name]) if path.name in rank else (1, 0)

    items.sort(key=key)  # stable: each file's tests keep their order


def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadfile``, in the order of collection (:func:`pytest_collection_modifyitems`, not the files with
    most tests first), with each scenario of steps/rulings_test.py a unit of its own: one file of 1,600 tests
    would otherwise be the last unit of one worker while the other waits. (pytest-xdist's ``loadgroup`` would
    say this with marks, but its group names are lost on pytest 9's node ids.)"""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class TestFilesThenScenarios(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return nodeid.split("::", 1)[0] if nodeid.startswith("tests/") else nodeid

    config.option.loadscopereorder = False
    return TestFilesThenScenarios(config, log)


@contextlib.contextmanager
def made_once(tmp_path_factory: pytest.TempPathFactory, name: str) -> Iterator[tuple[Path, bool]]:
    """A folder made once per test session and shared by pytest-xdist's workers: yields the folder and
    whether the caller is to make it now (under a lock the other workers wait on)."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # the session's folder, shared by the workers
    folder = base / f"made-once-{name}"
    with open(base / f"made-once-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = folder / ".made"
        fresh = not done.exists()
        if fresh:
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir(parents=True)
        yield folder, fresh
        if fresh:
            done.touch()


@pytest.fixture(scope="session")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The whole corpus exported by the real command, as JSON and as XMage tests (in parallel):
    format → output folder. The JSON folder holds corpus.json."""
    with made_once(tmp_path_factory, "exported") as (base, make):
        if make:
            procs = {fmt: subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "export", "--format", fmt, "--out",
                                            str(base / fmt)],
                                           cwd=ROOT, text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                     for fmt in ("json", "xmage")}
            for fmt, proc in procs.items():
                out, _ = proc.communicate(timeout=600)
                assert proc.returncode == 0, out
                assert f"rulings export --format {fmt}:" in out
    return {fmt: base / fmt for fmt in ("json", "xmage")}


ENGINE_RUNS = {"reference": "reference", "wrong": "tests.fakes:WrongEngine", "blind": "tests.fakes:BlindEngine"}


@pytest.fixture(scope="session")
def engine_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """name -> results.json of a real ``rulings run`` on that engine (reference, wrong, blind). Each run's
    process (exit code and output) is kept beside it: :func:`engine_run_procs`. The reference run is started
    from its own output folder (a user's folder, not the suite's); the fakes need the suite's folder to import
    ``tests.fakes``."""
    with made_once(tmp_path_factory, "engine-runs") as (out, make):
        if make:
            procs = {}
            for name, engine in ENGINE_RUNS.items():  # in parallel: each is a whole run
                (out / name).mkdir()
                procs[name] = subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "run", "--engine", engine,
                                                "--out", str(out / name)],
                                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                               cwd=out / name if name == "reference" else ROOT)
            for name, proc in procs.items():
                stdout, stderr = proc.communicate(timeout=600)
                assert proc.returncode in (0, 1), f"{name}: {stdout}{stderr}"
                (out / name / "proc.json").write_text(json.dumps([proc.returncode, stdout, stderr]))
    return {name: out / name / "results.json" for name in ENGINE_RUNS}


@pytest.fixture(scope="session")
def engine_run_procs(engine_runs: dict[str, Path]) -> dict[str, subprocess.CompletedProcess[str]]:
    """name -> the process of :func:`engine_runs`'s run on that engine: its exit code, stdout and stderr."""
    procs = {}
    for name, path in engine_runs.items():
        code, stdout, stderr = json.loads((path.parent / "proc.json").read_text())
        procs[name] = subprocess.CompletedProcess(["rulings", "run", "--engine", ENGINE_RUNS[name]], code, stdout, stderr)
    return procs


@pytest.fixture(scope="session")
def docs_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The documentation site, built as tox -e docs builds it (mkdocs --strict), once for every worker."""
    pytest.importorskip("mkdocs")
    with made_once(tmp_path_factory, "docs-site") as (out, make):
        if make:
            proc = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out / "site")],
                                  cwd=ROOT, capture_output=True, text=True, timeout=600, check=False,
                                  env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
            assert proc.returncode == 0, proc.stdout + proc.stderr
    return out / "site"


@pytest.fixture(autouse=True)
def sandbox() -> Iterator[None]:
    """A test may load rulings and card files into the process's tables (``load_suite`` loads those beside the
    features, and a user's card file may replace a suite card): they are put back as they were after every test,
    so no test sees another's cards (autouse: a scenario run later in the same worker must see the suite's own)."""
    from mtg_rulings.model import sources
    from mtg_rulings.model.rulings import rulings
    from mtg_rulings.reference_engine.cards import catalog

    tables = [catalog.CARDS, catalog.TOKENS, catalog.ADVENTURES, catalog.BACK_FACES, catalog.ORIGINS, catalog._FACES, rulings(),
              sources._LOADED]
    saved = [dict(t) for t in tables]
    loaded = set(catalog._LOADED)
    try:
        yield
    finally:
        for table, before in zip(tables, saved, strict=True):
            table.clear()
            table.update(before)  # type: ignore[attr-defined]
        catalog._LOADED.clear()
        catalog._LOADED.update(loaded)
