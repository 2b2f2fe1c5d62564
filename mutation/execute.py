"""Running the sample: cosmic-ray's ``exec`` on each worker, each in its own copy of the project.

cosmic-ray applies a mutant by rewriting the source file in place, runs the test command, and puts the file
back. Two workers can't share one tree, so each gets a copy (without .git, virtualenvs and outputs), its share
of the sample in a session database of its own, and runs ``cosmic-ray exec`` there; the tests import the copy's
code because ``python -m pytest`` puts the working directory first on ``sys.path`` (checked before anything
runs). A test run past the time limit counts as killed and is recorded as a timeout. Stopping (Ctrl-C,
SIGTERM, SIGHUP, an error) stops every process this started, and the copies are removed.
"""

from __future__ import annotations

import compileall
import contextlib
import difflib
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mutation.report import MutantOutcome
from mutation.sample import Mutant

_IGNORED = shutil.ignore_patterns(".git", ".tox", ".venv", "rulings-out", "rulings-report", "__pycache__", ".mypy_cache",
                                  ".ruff_cache", ".pytest_cache", ".hypothesis", "*.egg-info", "build", "dist", "*.sqlite")

#: The signals that stop a mutation run (each unwinds it: workers stopped, copies removed).
_STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
#: While a worker is being started (:func:`_signals_deferred`): the signal that came meanwhile, if any.
_deferred: list[int | None] = []

#: The scenarios exported once, with the unmutated code, for ``corpus-data`` (see mutation.corpus_runner).
EXPORTED_CORPUS = "mutation-corpus.json"
TEST_COMMANDS = {
    "corpus": ["-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "steps/rulings_test.py"],
    "corpus-data": ["-m", "mutation.corpus_runner", EXPORTED_CORPUS],
    "units": ["-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "tests/test_engine.py", "tests/test_properties.py"],
    "card-files": ["-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "tests/test_card_files.py"],
}


def test_command(tests: str) -> str:
    return " ".join([sys.executable, *TEST_COMMANDS[tests]])


def config_text(command: str, timeout: float) -> str:
    """A cosmic-ray configuration for ``reference_engine/``, sequential in its own tree."""
    return (f'[cosmic-ray]\nmodule-path = "reference_engine"\ntimeout = {timeout:.1f}\nexcluded-modules = []\n'
            f'test-command = "{command}"\n\n[cosmic-ray.distributor]\nname = "local"\n')


def mutant_diff(root: Path, mutant: Mutant) -> str:
    """The lines the mutant changes, as ``- original`` / ``+ mutated`` (cosmic-ray applies it in memory)."""
    import cosmic_ray.plugins
    from cosmic_ray.mutating import mutate_code

    from mutation import operators

    operators.register()
    c = mutant.candidate
    source = (root / c.file).read_text(encoding="utf-8")
    mutated = mutate_code(source, cosmic_ray.plugins.get_operator(c.operator)(), c.occurrence)
    if mutated is None:
        return ""
    out = []
    for line in difflib.unified_diff(source.splitlines(), mutated.splitlines(), lineterm="", n=0):
        if line.startswith(("---", "+++", "@@")) or not line[1:].strip() or line[1:].strip().startswith("#"):
            continue  # parso may carry blank lines and comments along with a removed decorator
        out.append(f"{line[0]} {line[1:].strip()}")
    return "\n".join(out)


@dataclass
class Worker:
    index: int
    tree: Path
    session: Path
    config: Path
    items: list[Any]
    process: subprocess.Popen[bytes] | None = None


def copy_project(root: Path, into: Path) -> Path:
    tree = into / "tree"
    shutil.copytree(root, tree, ignore=_IGNORED, symlinks=True)
    compileall.compile_dir(tree, quiet=2, workers=1)  # unmutated modules load from bytecode
    return tree


def check_tree(tree: Path, command: str) -> float:
    """The tests pass on the unmutated copy, importing the copy's engine; returns how long they took."""
    probe = subprocess.run([sys.executable, "-c", "import mtg_rulings.reference_engine as e; print(e.__file__)"],
                           cwd=tree, capture_output=True, text=True, check=True, env=_env())
    if not Path(probe.stdout.strip()).resolve().is_relative_to(tree.resolve()):
        raise RuntimeError(f"the tests would import reference_engine from {probe.stdout.strip()}, not from {tree}")
    started = time.monotonic()
    run = subprocess.run(command.split(), cwd=tree, capture_output=True, text=True, env=_env())
    if run.returncode != 0:
        raise RuntimeError(f"the tests fail without any mutant ({command}):\n{run.stdout[-3000:]}{run.stderr[-2000:]}")
    return time.monotonic() - started


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.pop("PYTHONPATH", None)
    return env


def run(root: Path, sample: Sequence[Mutant], items: dict[tuple[str, str, int], Any], tests: str, workers: int,
        keep: bool = False, log: Any = print) -> list[MutantOutcome]:
    """Run every mutant of ``sample`` (their cosmic-ray work items in ``items``) on ``workers`` workers."""
    from cosmic_ray.work_db import WorkDB, use_db

    command = test_command(tests)
    base = Path(tempfile.mkdtemp(prefix="rulings-mutation-"))
    pool: list[Worker] = []
    # SIGINT too, even where a background start ignores it (Ctrl-C can't reach it then, but `kill -INT` can)
    previous = {sig: signal.signal(sig, _interrupted) for sig in _STOP_SIGNALS}
    try:
        jobs = [items[(m.candidate.file, m.candidate.operator, m.candidate.occurrence)] for m in sample]
        for i in range(workers):
            tree = copy_project(root, base / f"w{i}")
            pool.append(Worker(i, tree, base / f"w{i}" / "session.sqlite", base / f"w{i}" / "cosmic-ray.toml",
                               jobs[i::workers]))
        if tests == "corpus-data":
            export = pool[0].tree / EXPORTED_CORPUS
            made = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "steps/rulings_test.py",
                                   "--rulings-export", str(export)], cwd=pool[0].tree, env=_env(), capture_output=True,
                                  text=True)
            if made.returncode != 0:
                raise RuntimeError(f"exporting the corpus failed:\n{made.stdout[-3000:]}{made.stderr[-2000:]}")
            for w in pool[1:]:
                shutil.copy(export, w.tree / EXPORTED_CORPUS)
        log(f"mutation: {len(sample)} mutants on {workers} worker(s); checking the unmutated tests in each copy")
        took = max(check_tree(w.tree, command) for w in pool)
        timeout = max(60.0, 5 * took)
        log(f"mutation: the unmutated tests take {took:.1f} s; a mutant's run is stopped after {timeout:.0f} s")
        for w in pool:
            w.config.write_text(config_text(command, timeout), encoding="utf-8")
            with use_db(str(w.session), WorkDB.Mode.create) as db:
                db.add_work_items(w.items)
            with _signals_deferred():  # a worker started is a worker recorded (and stopped), whenever a signal comes
                w.process = subprocess.Popen([sys.executable, "-m", "mutation.cosmic_ray_cli", "exec", str(w.config),
                                              str(w.session)], cwd=w.tree, start_new_session=True, env=_env(),
                                             stdout=subprocess.DEVNULL,
                                             stderr=(base / f"w{w.index}" / "exec.log").open("wb"))
        _wait(pool, len(sample), log)
        results: dict[str, Any] = {}
        for w in pool:
            with use_db(str(w.session), WorkDB.Mode.open) as db:
                results.update({item.job_id: result for item, result in db.completed_work_items})
        outcomes = []
        for m, job in zip(sample, jobs, strict=True):
            outcomes.append(_outcome(root, m, results.get(job.job_id)))
        return outcomes
    finally:
        for w in pool:
            _stop(w.process)
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        if keep:
            log(f"mutation: worker copies kept in {base}")
        else:
            shutil.rmtree(base, ignore_errors=True)


def _interrupted(signum: int, _frame: Any) -> None:
    """Stopped by a signal: unwind, so that the workers are stopped and the copies removed. A second signal is
    ignored, so it can't cut the unwinding short; while a worker is being started, the unwinding waits until
    it is recorded."""
    for sig in _STOP_SIGNALS:
        signal.signal(sig, signal.SIG_IGN)
    if _deferred:
        _deferred[-1] = signum
        return
    raise KeyboardInterrupt(f"stopped by signal {signum}")


@contextlib.contextmanager
def _signals_deferred() -> Iterator[None]:
    """A stretch that a stopping signal must not cut in two (raised as it ends instead)."""
    _deferred.append(None)
    try:
        yield
    finally:
        came = _deferred.pop()
        if came is not None:
            raise KeyboardInterrupt(f"stopped by signal {came}")


def _outcome(root: Path, m: Mutant, result: Any) -> MutantOutcome:
    from cosmic_ray.work_item import TestOutcome, WorkerOutcome

    diff = mutant_diff(root, m)
    if result is None:
        return MutantOutcome(m, "error", diff, "no result recorded")
    if result.worker_outcome != WorkerOutcome.NORMAL:
        return MutantOutcome(m, "error", diff, f"{result.worker_outcome.value}: {result.output or ''}")
    if result.test_outcome == TestOutcome.SURVIVED:
        return MutantOutcome(m, "survived", diff)
    if result.test_outcome == TestOutcome.KILLED:
        return MutantOutcome(m, "timeout" if result.output == "timeout" else "killed", diff)
    return MutantOutcome(m, "error", diff, f"incompetent: {result.output or ''}")


def _wait(pool: Sequence[Worker], total: int, log: Any) -> None:
    last = -1
    while True:
        running = [w for w in pool if w.process is not None and w.process.poll() is None]
        done = sum(_count_results(w.session) for w in pool)
        if done != last and (done - last >= max(1, total // 20) or not running):
            log(f"mutation: {done}/{total} mutants run")
            last = done
        if not running:
            break
        time.sleep(5)
    failed = [w for w in pool if w.process is not None and w.process.returncode != 0]
    if failed:
        logs = "\n".join((w.session.parent / "exec.log").read_text(errors="replace")[-2000:] for w in failed)
        raise RuntimeError(f"cosmic-ray exec failed on {len(failed)} worker(s):\n{logs}")


def _count_results(session: Path) -> int:
    with contextlib.suppress(sqlite3.Error), contextlib.closing(sqlite3.connect(f"file:{session}?mode=ro", uri=True)) as db:
        return int(db.execute("SELECT count(*) FROM work_results").fetchone()[0])
    return 0


def _stop(process: subprocess.Popen[bytes] | None) -> None:
    """Stop a worker and everything it started (its test runs are in sessions of their own)."""
    if process is None or process.poll() is not None:
        return
    family = [process.pid, *_descendants(process.pid)]
    for pid in family:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pid, signal.SIGKILL) if os.getpgid(pid) == pid else os.kill(pid, signal.SIGKILL)
    process.wait()


def _descendants(pid: int) -> Iterator[int]:
    """Every process whose ancestry leads to ``pid`` (from /proc; empty where there is none)."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            fields = stat.read_text().rsplit(")", 1)[1].split()
            parents[int(stat.parent.name)] = int(fields[1])
    frontier = [pid]
    while frontier:
        parent = frontier.pop()
        children = [p for p, pp in parents.items() if pp == parent]
        yield from children
        frontier.extend(children)
