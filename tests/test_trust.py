"""A run CI can trust, round two (issue 28): output folders owned by one run and holding only its files, every
input bounded before it is read, and every kind of bad input refused with a message naming it.

Same style as tests/test_robustness.py: whole ``rulings`` commands as real processes (no process may be left
behind, no traceback printed), waits on events (a file appearing), generous outer bounds, no sleeps.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import stat
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path
from typing import Any

import pytest

from mtg_rulings.model.results import CAUSES, STATUSES
from tests.test_robustness import (
    ROOT,
    _journaled_results,
    _wait_for,
    made_small_run,
    marked_env,
    no_process_left,
    processes_with,
    py_engine,
    rulings,
)


@pytest.fixture(scope="module")
def small_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """results.json of a complete reference run of a few scenarios, tests/test_robustness.py's (read-only)."""
    return made_small_run(tmp_path_factory)


FEATURE = """Feature: Probe

  @id:probe-{n} @ruling:50e86a93b186 @cr:603.2d
  Scenario: Probe {n}
    If you control two Traveling Chocobos, a land or Bird you control entering causes abilities to trigger three
    times, not four. A third Traveling Chocobo causes abilities to trigger four times, a fourth causes abilities to
    trigger five times, and so on.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    When Alice passes priority
    Then Alice's life total is 20
"""


def _features(folder: Path, n: int = 1) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(n):
        (folder / f"probe{k}.feature").write_text(FEATURE.replace("{n}", str(k)), encoding="utf-8")
    return folder


# --- an output folder is one run's, and holds only its files -------------------------------------------------


def test_a_second_run_into_a_busy_out_is_refused_naming_the_first(tmp_path: Path) -> None:
    """Two runs into one --out: the second is refused (exit 2) naming the run that holds the folder, and the
    first one's results are its own, whole."""
    mark = uuid.uuid4().hex
    out = tmp_path / "out"
    first = subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "run", "--engine",
                              f"stdio:{py_engine('hanging.py')}", "--timeout", "600", "--out", str(out)],
                             cwd=ROOT, env=marked_env(mark), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(lambda: _journaled_results(out) >= 1, "the first run's first result")
        second = rulings("run", "-k", "chocobo-counted", "--out", str(out))
        assert second.returncode == 2, second.stdout + second.stderr
        assert f"--out {out} is in use by another run (pid {first.pid}" in second.stderr, second.stderr
        assert "--engine stdio:" in second.stderr  # the other run's command, to find it by
    finally:
        first.send_signal(signal.SIGTERM)
        first.wait(timeout=300)
    assert first.returncode == 143
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert results["run_info"]["engine"] != "reference" and results["complete"] is False  # the first run's own
    no_process_left(mark)
    again = rulings("run", "-k", "chocobo-counted", "--out", str(out))  # free again once the first has ended
    assert again.returncode == 0, again.stdout + again.stderr


@pytest.mark.parametrize("ending", ["nothing selected", "usage error"])
def test_a_run_that_ends_early_leaves_none_of_the_last_runs_files(tmp_path: Path, ending: str) -> None:
    """A complete run's results.json, junit.xml and cucumber-messages.ndjson, then a run into the same --out
    that ends before writing them: none of the old files stays, to be read as this run's."""
    out = tmp_path / "out"
    done = rulings("run", "-k", "chocobo-counted", "--out", str(out))
    assert done.returncode == 0 and (out / "cucumber-messages.ndjson").exists()
    args = {"nothing selected": ["-k", "no-such-scenario-anywhere"],
            "usage error": ["--features", str(_bad_features(tmp_path))]}[ending]
    proc = rulings("run", *args, "--out", str(out))
    assert proc.returncode in (2, 5), proc.stdout + proc.stderr
    assert sorted(p.name for p in out.iterdir()) == [".rulings.lock"]


def _only_an_incomplete_runs_files(out: Path) -> None:
    """What is in ``out`` is an incomplete run's: results.json and cucumber-messages.ndjson say so."""
    assert json.loads((out / "results.json").read_text(encoding="utf-8"))["complete"] is False
    messages = out / "cucumber-messages.ndjson"
    assert not messages.exists() or "incomplete run" in messages.read_text(encoding="utf-8").splitlines()[-1]


def _bad_features(tmp_path: Path) -> Path:
    folder = tmp_path / "bad-features"
    folder.mkdir()
    (folder / "bad.feature").write_text("Feature: Bad\n  Scenario: no id\n    Given nonsense\n", encoding="utf-8")
    return folder


def test_a_run_killed_before_writing_leaves_no_earlier_results(tmp_path: Path) -> None:
    """SIGKILL to the whole run (supervisor and test process) before any result: whatever is left in --out is not
    the previous run's complete results."""
    mark = uuid.uuid4().hex
    out = tmp_path / "out"
    assert rulings("run", "-k", "chocobo-counted", "--out", str(out)).returncode == 0
    run = subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "run", "--engine", f"stdio:{py_engine('hanging.py')}",
                            "--timeout", "600", "--out", str(out)], cwd=ROOT, env=marked_env(mark),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, process_group=0)
    try:
        _wait_for(lambda: (out / ".rulings-journal.jsonl").exists(), "the new run's journal")
    finally:
        os.killpg(run.pid, signal.SIGKILL)
        run.wait()
    _wait_for(lambda: not processes_with(mark), "every process of the run to end")
    if (out / "results.json").exists():  # the test process, told of its supervisor's end, wrote what it had
        _only_an_incomplete_runs_files(out)
    else:
        assert not (out / "junit.xml").exists() and not (out / "cucumber-messages.ndjson").exists()


def test_an_export_never_writes_through_a_link(tmp_path: Path) -> None:
    """Links planted in --out, to a file and to a folder outside it: the file outside is never written; a link
    in the way of a folder the export needs is refused (exit 2) naming it."""
    features = _features(tmp_path / "features")
    outside = tmp_path / "outside"
    outside.mkdir()
    victim = outside / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "index.json").symlink_to(victim)
    (out / "export-report.json").symlink_to(victim)
    proc = rulings("export", "--format", "json", "--features", str(features), "--out", str(out))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert not (out / "index.json").is_symlink() and json.loads((out / "index.json").read_text())["scenarios"]
    (out / "probe0").rename(tmp_path / "moved")
    (out / "probe0").symlink_to(outside, target_is_directory=True)
    proc = rulings("export", "--format", "json", "--features", str(features), "--out", str(out))
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert f"{out / 'probe0'} is a symbolic link" in proc.stderr
    assert sorted(p.name for p in outside.iterdir()) == ["victim.txt"]


def test_over_long_ids_get_file_names_not_tracebacks(tmp_path: Path) -> None:
    """A scenario id of 400 characters: the export (json and forge) names its file by a cut id and a hash."""
    features = tmp_path / "features"
    features.mkdir()
    long_id = "a-very-long-id-" + "x" * 400
    (features / "long.feature").write_text(FEATURE.replace("probe-{n}", long_id).replace("{n}", "0"), encoding="utf-8")
    for fmt in ("json", "forge"):
        out = tmp_path / fmt
        proc = rulings("export", "--format", fmt, "--features", str(features), "--out", str(out))
        assert proc.returncode == 0, proc.stdout + proc.stderr
        written = [p for p in out.rglob("*") if p.is_file()]
        assert any(p.name.startswith("a-very-long-id-") and len(p.name.encode()) <= 255 for p in written), written


def test_an_out_that_cant_be_made_is_a_usage_error_naming_it(tmp_path: Path) -> None:
    for out in (Path("/proc/rulings-out"), tmp_path / "a-file" / "out"):
        (tmp_path / "a-file").write_text("x", encoding="utf-8")
        for args in (["run", "-k", "chocobo-counted"], ["export", "--format", "json"]):
            proc = rulings(*args, "--out", str(out), timeout=300)
            assert proc.returncode == 2, (args, proc.stdout + proc.stderr)
            assert str(out) in proc.stderr, proc.stderr


# --- every file the CLI writes: one writer (mtg_rulings/model/files.py) ----------------------------------------


@pytest.fixture(scope="module")
def judged(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(a folder of one probe feature, its baseline on the reference engine), for the commands that run."""
    tmp = tmp_path_factory.mktemp("judged")
    features = _features(tmp / "features")
    baseline = tmp / "baseline.json"
    proc = rulings("baseline", "update", "--engine", "reference", "--features", str(features), "--file", str(baseline))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return features, baseline


#: Every command option that names a file to write: the arguments with the file as ``{}``, given the small run's
#: results.json, the probe features and their baseline, and a scratch folder.
WRITERS: dict[str, Any] = {
    "diff --markdown": lambda r, f, b, t: ["diff", r, r, "--markdown", "{}"],
    "run --baseline --markdown": lambda r, f, b, t: ["run", "--features", f, "--baseline", b, "--markdown", "{}",
                                                     "--out", f"{t}/out"],
    "baseline update --file": lambda r, f, b, t: ["baseline", "update", "--engine", "reference", "--features", f,
                                                  "--file", "{}"],
    "init --workflow": lambda r, f, b, t: ["init", "--engine", "reference", "--no-baseline", "--force",
                                           "--workflow", "{}"],
    "new --out": lambda r, f, b, t: ["new", "--card", "Traveling Chocobo", "--ruling", "50e86a93b186", "--out", "{}"],
    "report --history": lambda r, f, b, t: ["report", r, "--history", "{}", "--out", f"{t}/site"],
}


def _writer_args(name: str, path: Path, tmp_path: Path, small_run: Path, judged: tuple[Path, Path]) -> list[str]:
    args = WRITERS[name](str(small_run), str(judged[0]), str(judged[1]), str(tmp_path))
    return [str(path) if a == "{}" else a for a in args]


def _planted(fault: str, tmp_path: Path) -> Path:
    """A path to write at which something is in the way: a FIFO, a folder, a parent that is a file, /proc."""
    if fault == "fifo":
        os.mkfifo(tmp_path / "fifo")
        return tmp_path / "fifo"
    if fault == "folder":
        (tmp_path / "folder").mkdir()
        return tmp_path / "folder"
    if fault == "parent is a file":
        (tmp_path / "a-file").write_text("x", encoding="utf-8")
        return tmp_path / "a-file" / "out.md"
    return Path(f"/proc/rulings-{uuid.uuid4().hex}/out.md")  # a folder no one can make


@pytest.mark.parametrize("fault", ["fifo", "folder", "parent is a file", "/proc"])
@pytest.mark.parametrize("name", [*WRITERS, "init --baseline"])
def test_a_file_the_cli_cant_write_is_refused_naming_it(tmp_path: Path, small_run: Path, judged: tuple[Path, Path],
                                                          name: str, fault: str) -> None:
    """Exit 2 naming the path, no traceback (tests.test_robustness.rulings checks), no hang on a FIFO (the outer
    timeout only guards against one), what was in the way untouched, and no temporary file left beside it."""
    path = _planted(fault, tmp_path)
    args = (["init", "--engine", "reference", "--force", "--workflow", str(tmp_path / "rulings.yml"), "--baseline",
             str(path)] if name == "init --baseline" else _writer_args(name, path, tmp_path, small_run, judged))
    proc = rulings(*args, timeout=300)
    assert proc.returncode == 2, (name, fault, proc.stdout + proc.stderr)
    assert str(path) in proc.stderr, (name, fault, proc.stderr)
    if fault == "fifo":
        assert stat.S_ISFIFO(os.lstat(path).st_mode)
    if fault == "folder":
        assert path.is_dir() and not any(path.iterdir())
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("name", WRITERS)
def test_a_link_at_a_file_the_cli_writes_is_replaced_never_followed(tmp_path: Path, small_run: Path,
                                                                    judged: tuple[Path, Path], name: str) -> None:
    """A link planted where the file goes, to a file outside: the file outside keeps its bytes, and the link is
    replaced by a regular file holding what the command wrote. (The file outside is one the command may read:
    a baseline for ``baseline update``, an empty history for ``report``.)"""
    outside = tmp_path / "outside"
    outside.mkdir()
    victim = outside / "victim"
    kept = (judged[1].read_bytes() if name == "baseline update --file" else b"" if name == "report --history"
            else b"keep me\n")
    victim.write_bytes(kept)
    link = tmp_path / "written"
    link.symlink_to(victim)
    proc = rulings(*_writer_args(name, link, tmp_path, small_run, judged))
    assert proc.returncode == 0, (name, proc.stdout + proc.stderr)
    assert victim.read_bytes() == kept and sorted(outside.iterdir()) == [victim]
    assert not link.is_symlink() and link.is_file() and link.stat().st_size > 0
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_the_one_writer_refuses_what_is_in_the_way_and_leaves_no_temporary(tmp_path: Path) -> None:
    """mtg_rulings.model.files.write_atomic itself: every refusal an OutputRefused naming the path; a link
    replaced; an error while writing leaves the old file and no temporary."""
    import socket

    from mtg_rulings.model.files import OutputRefused, atomic_writer, write_atomic

    sock = socket.socket(socket.AF_UNIX)
    short = tempfile.TemporaryDirectory(prefix="s", dir="/tmp")  # a socket's path is at most 107 bytes
    try:
        sock.bind(f"{short.name}/sock")
        os.mkfifo(tmp_path / "fifo")
        (tmp_path / "folder").mkdir()
        (tmp_path / "a-file").write_text("old", encoding="utf-8")
        for path, says in ((tmp_path / "fifo", "a FIFO"), (tmp_path / "folder", "a folder"),
                           (Path(short.name, "sock"), "a socket"), (Path("/dev/null"), "a character device"),
                           (tmp_path / "a-file" / "x", "Not a directory"), (tmp_path / ("x" * 300), "too long"),
                           (Path("/proc/self/rulings-x"), "can't write it")):
            with pytest.raises(OutputRefused) as e:
                write_atomic(path, "text")
            assert str(e.value).startswith(f"{path}: ") and says in str(e.value), e.value
    finally:
        sock.close()
        short.cleanup()
    (tmp_path / "link").symlink_to(tmp_path / "a-file")
    write_atomic(tmp_path / "link", b"new")
    assert (tmp_path / "a-file").read_text() == "old" and (tmp_path / "link").read_text() == "new"
    assert not (tmp_path / "link").is_symlink()
    with pytest.raises(OutputRefused, match="a-file: can't write it: No space left on device"), \
            atomic_writer(tmp_path / "a-file") as f:
        f.write("half")
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    with pytest.raises(KeyboardInterrupt), atomic_writer(tmp_path / "a-file") as f:
        f.write("half")
        raise KeyboardInterrupt
    assert (tmp_path / "a-file").read_text() == "old"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


# --- every input bounded before it is read -------------------------------------------------------------------


def _special_files(tmp_path: Path) -> dict[str, Path]:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    return {"fifo": fifo, "device": Path("/dev/zero")}


def test_a_fifo_or_a_device_as_a_feature_file_is_refused_at_once(tmp_path: Path) -> None:
    """A FIFO never written to, and /dev/zero (endless), as feature files: lint and run refuse them, naming the
    file, without reading (the outer timeout only guards against a hang)."""
    for kind, special in _special_files(tmp_path).items():
        features = tmp_path / f"features-{kind}"
        features.mkdir()
        (features / "x.feature").symlink_to(special) if kind == "device" else os.rename(special, features / "x.feature")
        for args in (["lint"], ["run", "--out", str(tmp_path / f"out-{kind}")]):
            proc = rulings(*args, "--features", str(features), timeout=120)
            assert proc.returncode == 2, (kind, args, proc.stdout + proc.stderr)
            assert "x.feature" in proc.stdout + proc.stderr and "not a regular file" in proc.stdout + proc.stderr


def test_a_fifo_or_a_device_is_refused_wherever_a_file_is_read(tmp_path: Path, small_run: Path) -> None:
    """Every file option of every command, given a FIFO or /dev/zero: exit 2 naming it, at once."""
    results = small_run
    for kind, special in _special_files(tmp_path).items():
        for args in (["diff", str(special), str(results)], ["diff", str(results), str(special)],
                     ["merge", str(tmp_path / "merged"), str(special)],
                     ["report", str(special), "--out", str(tmp_path / "site")],
                     ["report", str(results), "--history", str(special), "--out", str(tmp_path / "site")],
                     ["report", str(results), "--baseline", str(special), "--out", str(tmp_path / "site")],
                     ["lint", "--cards", str(special)], ["lint", "--rulings", str(special)]):
            proc = rulings(*args, timeout=120)
            assert proc.returncode == 2, (kind, args, proc.stdout + proc.stderr)
            assert str(special) in proc.stderr and "not a regular file" in proc.stderr, (kind, args, proc.stderr)


def test_a_file_over_its_bound_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """The size is checked from the file's metadata: a sparse file far over the bound costs nothing to refuse."""
    from mtg_rulings.model.files import InputRefused, read_input

    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(64 * 1024 * 1024 * 1024)  # 64 GiB, sparse
    with pytest.raises(InputRefused, match=r"big.json: 68719476736 bytes; files of at most \d+ bytes are read"):
        read_input(big)
    proc = rulings("diff", str(big), str(big), timeout=120)
    assert proc.returncode == 2 and "big.json: 68719476736 bytes" in proc.stderr, proc.stderr


def test_an_unreadable_feature_folder_is_an_error_not_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder under --features that can't be listed is a problem naming it, not a silent exit 0. (Planted by
    making os.scandir fail for it: as root, file modes don't stop anyone reading.)"""
    from mtg_rulings.steps.collection import SuiteError, load_suite

    features = _features(tmp_path / "features")
    hidden = _features(features / "hidden")
    real = os.scandir

    def scandir(path: object = ".") -> object:
        if Path(str(path)) == hidden:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "scandir", scandir)
    with pytest.raises(SuiteError) as caught:
        load_suite(features, ROOT)
    assert any(str(hidden) in str(p) and "can't read the folder: Permission denied" in str(p)
               for p in caught.value.problems), caught.value.problems


# --- one signal policy, at every moment, serial and -n ---------------------------------------------------------


def _start(out: Path, *args: str, mark: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "run", *args, "--out", str(out)], cwd=ROOT,
                            env={**marked_env(mark), **(env or {})}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def _signal_when(run: subprocess.Popen[str], ready: object, what: str, sig: int) -> tuple[str, str]:
    """Send ``sig`` to ``run`` once ``ready()`` holds; its output once it has ended (killed if it hasn't)."""
    try:
        _wait_for(ready, what)
        run.send_signal(sig)
        return run.communicate(timeout=300)
    finally:
        if run.poll() is None:
            run.kill()


def _shard_results(out: Path) -> int:
    return sum(_journaled_results(d) for d in (out / ".shards").glob("*") if d.is_dir())


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_a_signal_to_a_parallel_run_ends_every_shard_and_merges_what_ran(tmp_path: Path, sig: signal.Signals) -> None:
    """`run -n 2`, a signal mid-scenario: every shard ends (none left running), what they ran is merged into
    --out marked incomplete, and the exit code is 128 + the signal (under -n as serially)."""
    mark = uuid.uuid4().hex
    out = tmp_path / "out"
    run = _start(out, "-n", "2", "--engine", f"stdio:{py_engine('hanging.py')}", "--timeout", "600", mark=mark)
    stdout, stderr = _signal_when(run, lambda: _shard_results(out) >= 1, "a shard's first result", sig)
    assert run.returncode == 128 + sig, stdout + stderr
    no_process_left(mark)
    assert "Traceback" not in stderr
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert results["complete"] is False and f"interrupted by {sig.name}" in results["incomplete_reason"]
    assert results["results"]
    assert not (out / ".shards").exists()


def test_a_parallel_run_killed_leaves_no_shard_running(tmp_path: Path) -> None:
    """SIGKILL to `run -n 2`: each shard is told by the kernel (SIGHUP), writes what it ran and ends."""
    mark = uuid.uuid4().hex
    out = tmp_path / "out"
    run = _start(out, "-n", "2", "--engine", f"stdio:{py_engine('hanging.py')}", "--timeout", "600", mark=mark)
    try:
        _wait_for(lambda: _shard_results(out) >= 1, "a shard's first result")
    finally:
        run.kill()
        run.communicate(timeout=300)
    _wait_for(lambda: not processes_with(mark), "every shard and its engines to end")
    written = [json.loads(p.read_text(encoding="utf-8")) for p in (out / ".shards").glob("*/results.json")]
    assert written and all(r["complete"] is False and "SIGHUP" in r["incomplete_reason"] for r in written)


def test_a_killed_run_whose_engine_is_stuck_in_native_code_leaves_nothing_running(tmp_path: Path) -> None:
    """SIGKILL to `rulings run` while its test process (--isolation none) is stuck in native code, deaf to the
    kernel's SIGHUP: the watchdog ends it after its grace and writes what was journaled, marked incomplete."""
    from tests.fakes import NativeHangEngine

    mark = uuid.uuid4().hex
    out = tmp_path / "out"
    hanging = tmp_path / "hanging-in-native-code"
    run = _start(out, "--engine", "tests.fakes:NativeHangEngine", "--isolation", "none", "--timeout", "600", mark=mark,
                 env={"RULINGS_WATCHDOG_GRACE_S": "2", NativeHangEngine.HANG_MARKER_ENV: str(hanging)})
    try:
        _wait_for(lambda: _journaled_results(out) >= 1 and hanging.exists(), "a result journaled, then the hang")
    finally:
        run.kill()
        run.communicate(timeout=300)
    _wait_for(lambda: not processes_with(mark), "the stuck test process to be ended")
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert results["complete"] is False and "killed by SIGKILL" in results["incomplete_reason"]
    assert results["results"]


def test_an_engine_stuck_in_native_code_in_the_test_process_is_bounded(tmp_path: Path) -> None:
    """--isolation none, an engine looping in native code (no time limit can fire): the run is ended once no
    result came for twice the time limit (at least the margin more), exit 3, what ran kept, nothing left running."""
    mark = uuid.uuid4().hex
    out = tmp_path / "out"
    run = _start(out, "--engine", "tests.fakes:NativeHangEngine", "--isolation", "none", "--timeout", "1", mark=mark,
                 env={"RULINGS_STALL_MARGIN_S": "3"})
    stdout, stderr = run.communicate(timeout=300)
    assert run.returncode == 3, stdout + stderr
    assert "made no progress for" in stderr and "--isolation process" in stderr
    no_process_left(mark)
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert results["complete"] is False and "made no progress" in results["incomplete_reason"] and results["results"]


@pytest.mark.parametrize("isolation", ["none", "process"])
def test_an_engines_own_keyboard_interrupt_is_its_crash_not_ctrl_c(tmp_path: Path, isolation: str) -> None:
    """No signal was sent: the engine's KeyboardInterrupt errors its scenario, says so, and the run goes on."""
    proc = rulings("run", "--engine", "tests.fakes:InterruptingEngine", "--isolation", isolation, "-k", "chocobo-counted",
                   "--out", str(tmp_path))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    results = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    assert results["complete"] is True
    errored = [r for r in results["results"] if r["status"] == "errored"]
    assert errored and all("KeyboardInterrupt with no interrupt signal sent" in r["message"] for r in errored)


def test_an_interrupt_before_the_first_result_leaves_an_incomplete_junit(tmp_path: Path) -> None:
    """SIGINT while the first scenario hangs, in an --out holding a complete run: exit 130; results.json, junit.xml
    and cucumber-messages.ndjson are this run's and say it is incomplete."""
    from tests.test_robustness import _junit_says_incomplete

    assert rulings("run", "-k", "chocobo-counted", "--out", str(tmp_path)).returncode == 0
    mark = uuid.uuid4().hex
    run = _start(tmp_path, "--engine", "tests.fakes:HangingEngine", "--isolation", "none", "--timeout", "600",
                 "-k", "chocobo-counted", mark=mark)
    stdout, stderr = _signal_when(run, lambda: (tmp_path / ".rulings-journal.jsonl").exists(), "the run's journal", signal.SIGINT)
    assert run.returncode == 130, stdout + stderr
    no_process_left(mark)
    results = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    assert results["complete"] is False and results["results"] == []
    assert _junit_says_incomplete(tmp_path)
    _only_an_incomplete_runs_files(tmp_path)


def test_a_test_process_stopped_without_a_signal_is_not_ctrl_c() -> None:
    """pytest's "interrupted" exit with no signal sent (a collection error) is a usage error, not 130; one whose
    results say a signal was sent to the test process itself is that signal's code."""
    import pytest as pt

    from mtg_rulings.cli.app import _conclude

    assert _conclude(pt.ExitCode.INTERRUPTED, None, None, 0.0) == 2
    assert _conclude(pt.ExitCode.INTERRUPTED, 143, None, 0.0) == 143


# --- bad input refused, naming it -----------------------------------------------------------------------------


#: Every command that takes --timeout, with the arguments it needs otherwise (checked against the CLI below: a
#: new one must join).
TIMEOUT_COMMANDS = {"run": ("run", "-k", "chocobo-counted"), "fuzz": ("fuzz", "--engine", "reference"),
                    "baseline update": ("baseline", "update", "--engine", "reference")}


def test_every_command_with_a_timeout_is_checked() -> None:
    import click

    from mtg_rulings.cli.app import main

    def walk(group: click.Group, prefix: str) -> list[str]:
        found = []
        for name, cmd in group.commands.items():
            if isinstance(cmd, click.Group):
                found += walk(cmd, f"{prefix}{name} ")
            elif any("--timeout" in p.opts for p in cmd.params):
                found.append(prefix + name)
        return found

    assert sorted(walk(main, "")) == sorted(TIMEOUT_COMMANDS)


@pytest.mark.parametrize("command", TIMEOUT_COMMANDS.values(), ids=list(TIMEOUT_COMMANDS))
@pytest.mark.parametrize("value", ["-1", "0", "1e-300", "0.009", "nan", "inf", "-inf", "ten", "abc", "86401", "1e300"])
def test_a_time_limit_must_be_a_number_of_seconds_within_bounds(command: tuple[str, ...], value: str) -> None:
    """Refused before anything runs (exit 2), naming the option and the bounds (mtg_rulings/cli/options.py)."""
    from click.testing import CliRunner

    from mtg_rulings.cli.app import main

    result = CliRunner().invoke(main, [*command, "--timeout", value])
    assert result.exit_code == 2, (command, result.output)
    assert "--timeout" in result.output and "from 0.01 to 86400" in result.output, (command, result.output)


@pytest.mark.parametrize("value", ["0.01", "10", "86400"])
def test_the_bounds_of_a_time_limit_are_accepted(value: str) -> None:
    from mtg_rulings.cli.options import SECONDS

    assert SECONDS.convert(value, None, None) == float(value)


@pytest.mark.parametrize("value", ["1e-300", "nan", "86401"])
def test_the_pytest_plugins_time_limit_has_the_same_bounds(value: str) -> None:
    """``pytest --rulings-timeout`` (what `rulings run` starts, and what a pytest user types) reads it alike."""
    proc = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "steps/rulings_test.py",
                           "--rulings-timeout", value, "--rulings-only", "chocobo-counted-law"], capture_output=True,
                          text=True, cwd=ROOT, timeout=300, check=False)
    assert proc.returncode == pytest.ExitCode.USAGE_ERROR, proc.stdout + proc.stderr
    assert "argument --rulings-timeout" in proc.stderr and "from 0.01 to 86400" in proc.stderr, proc.stderr


def test_duplicate_examples_rows_refuse_the_run(tmp_path: Path) -> None:
    """Two Examples rows with the same values would be two results with one id: refused up front (exit 2), as a
    duplicate @id is, naming the file and the rows; nothing written."""
    features = tmp_path / "features"
    features.mkdir()
    outline = FEATURE.replace("Scenario: Probe {n}", "Scenario Outline: Probe {n}").replace("{n}", "0").replace(
        "Then Alice's life total is 20", "Then Alice's life total is <life>\n\n    Examples:\n      | life |\n"
        "      | 20 |\n      | 19 |\n      | 20 |\n")
    (features / "dup.feature").write_text(outline, encoding="utf-8")
    for args in (["lint"], ["run", "--out", str(tmp_path / "out")]):
        proc = rulings(*args, "--features", str(features))
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert "dup.feature:4: Examples rows with the same values (20) would have the same result id" in proc.stdout + proc.stderr
    assert not (tmp_path / "out" / "results.json").exists()


def _bad_results(tmp_path: Path, good: Path) -> dict[str, tuple[Path, str]]:
    data = json.loads(good.read_text(encoding="utf-8"))
    first = data["results"][0]
    twice = {**data, "results": [*data["results"], first],
             "summary": {**data["summary"], first["status"]: data["summary"][first["status"]] + 1}}
    cases = {"duplicate-ids": (twice, f"result id {first['id']!r} appears more than once"),
             "bad-start": ({**data, "run_info": {**data["run_info"], "started_at": "yesterday"}},
                           "started_at 'yesterday' is not an ISO 8601 date and time"),
             "future": ({**data, "format": "rulings-results/99"}, "format 'rulings-results/99', which this version")}
    out = {}
    for name, (doc, says) in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        out[name] = (path, says)
    return out


def test_results_files_with_duplicate_ids_a_bad_date_or_a_future_format_are_refused(tmp_path: Path,
                                                                                      small_run: Path) -> None:
    good = small_run
    for name, (bad, says) in _bad_results(tmp_path, good).items():
        for args in (["diff", str(bad), str(good)], ["merge", str(tmp_path / "merged"), str(bad)],
                     ["report", str(bad), "--out", str(tmp_path / "site")]):
            proc = rulings(*args)
            assert proc.returncode == 2, (name, args, proc.stdout + proc.stderr)
            assert bad.name in proc.stderr and says in proc.stderr, (name, args, proc.stderr)


def test_a_diff_never_says_no_regressions_about_missing_results(tmp_path: Path) -> None:
    """NEW with no results at all: exit 2, nothing compared. NEW without a scenario that passed in OLD: exit 1."""
    good_out = tmp_path / "good"
    assert rulings("run", "-k", "chocobo-counted", "--out", str(good_out)).returncode == 0
    good = good_out / "results.json"
    data = json.loads(good.read_text(encoding="utf-8"))
    empty, fewer = tmp_path / "empty.json", tmp_path / "fewer.json"
    def summary(results: list[dict]) -> dict:  # statuses, unjudged passes and causes, as results.json counts them
        return {**{s: sum(r["status"] == s for r in results) for s in STATUSES},
                "passed_unjudged": sum(r["status"] == "passed" and bool(r["unjudged"]) for r in results),
                "causes": {c: sum(r["status"] != "passed" and r["cause"] == c for r in results) for c in CAUSES}}

    empty.write_text(json.dumps({**data, "results": [], "summary": summary([])}))
    kept = data["results"][1:]
    fewer.write_text(json.dumps({**data, "results": kept, "summary": summary(kept)}))
    proc = rulings("diff", str(good), str(empty))
    assert proc.returncode == 2 and "has no results" in proc.stderr and "no regressions" not in proc.stdout
    proc = rulings("diff", str(good), str(fewer))
    assert proc.returncode == 1 and "1 scenario(s) that passed have no result" in proc.stdout, proc.stdout


def test_a_merge_of_some_of_the_shards_is_incomplete(tmp_path: Path) -> None:
    """`-n 2` where one shard wrote nothing (its test process died before its first result): the merge of the
    other is marked incomplete, naming the shard, and the run doesn't exit 0."""
    from mtg_rulings.cli.scale import _merge

    good_out = tmp_path / "good"
    assert rulings("run", "-k", "chocobo-counted", "--out", str(good_out)).returncode == 0
    out = tmp_path / "merged"
    assert _merge(out, [good_out / "results.json"], [ROOT / "features"], ["shard 2/2 wrote no results (exit code 3)"]) == 1
    merged = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert merged["complete"] is False and "shard 2/2 wrote no results" in merged["incomplete_reason"]


def test_serve_answers_a_clients_mistake_as_the_clients() -> None:
    """`rulings serve`: a request that is no JSON object, or names a card, player or action the game can't have,
    is `bad-request` saying what is wrong; `internal` is kept for the engine's own failures."""
    from mtg_rulings.adapters.reference import ReferenceEngine
    from mtg_rulings.adapters.stdio import protocol as P
    from mtg_rulings.adapters.stdio.server import Server
    from mtg_rulings.model.scenario import Action, CardSpec, PlayerSetup, Setup

    server = Server(ReferenceEngine())
    for raw, says in (("[1, 2]", "not an array"), ('"start"', "not a string"), ("7", "not a number"), ("null", "not null")):
        answer, _ = server.handle(raw)
        assert answer["error"]["code"] == "bad-request" and says in answer["error"]["message"], answer

    def ask(msg: dict[str, object]) -> dict[str, object]:
        return server.handle(json.dumps({**msg, "id": 1}))[0]

    alice = PlayerSetup("Alice", hand=[CardSpec("Forest")])
    for setup, says in ((Setup([PlayerSetup("Alice", hand=[CardSpec("No Such Card")]), PlayerSetup("Bob")], "Alice"),
                         "unknown card 'No Such Card'"),
                        (Setup([alice, PlayerSetup("Bob")], "Carol"), "no player named 'Carol'")):
        answer = ask(P.start_request(setup, []))
        assert answer["error"]["code"] == "bad-request" and says in answer["error"]["message"], answer  # type: ignore[index]
    assert ask(P.start_request(Setup([alice, PlayerSetup("Bob")], "Alice"), [])) == {"id": 1, "ok": True}
    answer = ask(P.act_request(Action("play_land", player="Zed", card="Forest", zone="hand")))
    assert answer["error"]["code"] == "bad-request" and "Zed" in answer["error"]["message"], answer  # type: ignore[index]


# --- rulings fuzz ----------------------------------------------------------------------------------------------

from mtg_rulings.adapters.reference import ReferenceEngine  # noqa: E402


class CrashOnEveryActionEngine(ReferenceEngine):
    """Sets games up, then crashes on every action: no case can be compared."""

    name = "crash-on-every-action"

    def perform(self, action: object) -> object:  # type: ignore[override]
        raise RuntimeError("this engine can't take an action")


def test_a_fuzz_run_that_compared_nothing_does_not_exit_0(tmp_path: Path) -> None:
    proc = rulings("fuzz", "--engine", "tests.test_trust:CrashOnEveryActionEngine", "--examples", "5", "--out",
                   str(tmp_path / "fuzz"), timeout=300)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "nothing was compared" in proc.stderr and "errored" in proc.stderr
    assert json.loads((tmp_path / "fuzz" / "fuzz-summary.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_a_fuzz_run_ends_on_sigterm_with_its_summary(tmp_path: Path, sig: signal.Signals) -> None:
    """SIGTERM or SIGHUP mid-search: exit 128 + the signal, the summary of what ran written, nothing left running."""
    mark = uuid.uuid4().hex
    out = tmp_path / "fuzz"
    run = subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "fuzz", "--engine", "tests.fakes:WrongEngine",
                            "--examples", "100000", "--max-divergences", "100000", "--out", str(out)], cwd=ROOT,
                           env=marked_env(mark), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    stdout, stderr = _signal_when(run, lambda: (out / ".rulings.lock").exists(), "the fuzz run to start", sig)
    assert run.returncode == 128 + sig, stdout + stderr
    assert f"interrupted by {sig.name}" in stderr and "Traceback" not in stderr
    assert json.loads((out / "fuzz-summary.json").read_text(encoding="utf-8"))
    no_process_left(mark)


#: Runs ``rulings`` with its output folder's first claim followed at once by SIGTERM to itself: the signal comes at
#: the first instant the folder is the command's (its last run's files removed), before any work of its own.
_SIGNAL_AT_CLAIM = """
import os, signal, sys
import mtg_rulings.cli.outdir as outdir
claim = outdir.claim
def signalled(*args, **kwargs):
    try:
        return claim(*args, **kwargs)
    finally:
        if outdir.claim is signalled:
            outdir.claim = claim
            os.kill(os.getpid(), signal.SIGTERM)
outdir.claim = signalled  # before any command module imports it
from mtg_rulings.cli.app import main
sys.argv[0] = "rulings"
main()
"""


@pytest.mark.parametrize("command", [
    pytest.param(["fuzz", "--engine", "tests.fakes:WrongEngine", "--examples", "100000"], id="fuzz"),
    pytest.param(["run", "-k", "chocobo-counted"], id="run"),
    pytest.param(["run", "-n", "2", "-k", "chocobo-counted"], id="run-n"),
    pytest.param(["run", "--last-failed"], id="run-last-failed"),
])
def test_a_signal_the_moment_the_folder_is_claimed_still_leaves_what_ran(tmp_path: Path, command: list[str]) -> None:
    """(CI saw it once: a fuzz run signalled as it started wrote no summary.) Every command that writes what ran
    when interrupted has its signal handling in place before it claims --out: a SIGTERM at the claim exits 143,
    never with a traceback or a process left; fuzz writes its summary (no case ran); run, serial or -n, says that
    nothing ran and nothing is written, and the last run's files, removed by the claim, are not left as this one's
    (with --last-failed too, whose claim comes before run's own)."""
    mark = uuid.uuid4().hex
    out = tmp_path / "out"
    out.mkdir()
    last = {"complete": True, "results": [{"id": "chocobo-counted-law", "status": "failed"}]}  # as far as claim knows
    (out / "results.json").write_text(json.dumps(last), encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", _SIGNAL_AT_CLAIM, *command, "--out", str(out)], cwd=ROOT,
                          env=marked_env(mark), capture_output=True, text=True, timeout=600)
    assert done.returncode == 143, done.stdout + done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    no_process_left(mark)
    if command[0] == "fuzz":
        assert "fuzz interrupted by SIGTERM after 0 case(s)" in done.stderr, done.stderr
        summary = json.loads((out / "fuzz-summary.json").read_text(encoding="utf-8"))
        assert summary["cases"] == 0, summary
    else:
        assert f"interrupted by SIGTERM before any scenario ran; nothing written in {out}" in done.stderr, done.stderr
        left = [".last-failed.json", ".rulings.lock"] if "--last-failed" in command else [".rulings.lock"]
        assert sorted(p.name for p in out.iterdir()) == left


# --- bounded waits for a stdio engine --------------------------------------------------------------------------


def test_a_stdio_engine_dying_in_every_scenario_is_restarted_only_up_to_a_bound(tmp_path: Path) -> None:
    """An engine whose process dies in every scenario: after MAX_DEATHS_IN_A_ROW restarts, every later scenario
    is errored at once with the reason, naming the last death's evidence."""
    from mtg_rulings.adapters.stdio.client import MAX_DEATHS_IN_A_ROW

    proc = rulings("run", "--engine", f"stdio:{py_engine('dying.py')}", "-k", "chocobo", "--out", str(tmp_path))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    results = [r for r in json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))["results"]
               if r["status"] != "pending"]  # a pending scenario runs nothing
    assert len(results) > MAX_DEATHS_IN_A_ROW + 1 and all(r["status"] == "errored" for r in results)
    given_up = [r for r in results if "is not started again for the rest of the run" in r["message"]]
    assert len(given_up) == len(results) - MAX_DEATHS_IN_A_ROW, [r["message"][:80] for r in results]
    assert all("can't start a game" in r["message"] for r in given_up)  # the last death's evidence


def test_the_hello_wait_follows_the_time_limit(tmp_path: Path) -> None:
    """An engine that never answers hello, --timeout 1: the wait is twelve time limits (12 s), not a fixed 120 s."""
    proc = rulings("run", "--engine", f"stdio:{py_engine('hanging.py', 'hello')}", "--timeout", "1", "-k",
                   "chocobo-counted", "--out", str(tmp_path))
    assert proc.returncode in (1, 2), proc.stdout + proc.stderr
    results = tmp_path / "results.json"
    said = proc.stdout + proc.stderr + (results.read_text(encoding="utf-8") if results.exists() else "")
    assert "no answer within 12 s" in said, said[-2000:]


# --- an adapter's answers are refused, not coerced, when of the wrong type -----------------------------------------


@pytest.mark.parametrize(("answer", "says"), [
    ("no", "has accepted='no' (str), not True or False"), (1, "has accepted=1 (int), not True or False"),
    (None, "has accepted=None (NoneType), not True or False")])
def test_an_answer_of_the_wrong_type_errors_its_scenario(answer: object, says: str) -> None:
    """accepted="no" is truthy: coerced, a refusal would read as accepted. Refused: the scenario is errored."""
    from mtg_rulings.adapters.harness import execute
    from mtg_rulings.model.scenario import Response
    from tests.test_robustness import ONE_TRIGGER, PLAY_FOREST, scenario

    class Coercing(ReferenceEngine):
        name = "coercing"

        def perform(self, action: object) -> Response:  # type: ignore[override]
            response = super().perform(action)  # type: ignore[arg-type]
            response.accepted = answer  # type: ignore[assignment]
            return response

    outcome = execute(scenario(PLAY_FOREST, ONE_TRIGGER), Coercing(), 60)
    assert outcome.status == "errored" and says in outcome.message, outcome.message


# --- the parse cache is checked against the file it stands for -------------------------------------------------


def test_an_edited_parse_cache_entry_cannot_turn_a_failing_scenario_green(tmp_path: Path) -> None:
    """A feature whose Then fails on the reference engine; its cached parse edited so that the Then would pass:
    the edit is seen (the step's text is not on its line in the file), the file is parsed again, and it fails."""
    features = tmp_path / "features"
    features.mkdir()
    (features / "f.feature").write_text(FEATURE.replace("{n}", "0").replace("is 20", "is 19"), encoding="utf-8")
    cache = tmp_path / "cache"
    env = {"RULINGS_TEST_MARK": "x"}
    args = ("run", "--features", str(features), "--out", str(tmp_path / "out"))
    first = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *args], cwd=ROOT, capture_output=True, text=True,
                           env={**os.environ, **env, "RULINGS_CACHE_DIR": str(cache)}, timeout=600, check=False)
    assert first.returncode == 1, first.stdout + first.stderr
    [entry] = list(cache.rglob("*.json"))
    edited = entry.read_text(encoding="utf-8").replace("life total is 19", "life total is 20")
    assert edited != entry.read_text(encoding="utf-8")
    entry.write_text(edited, encoding="utf-8")
    again = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *args], cwd=ROOT, capture_output=True, text=True,
                           env={**os.environ, **env, "RULINGS_CACHE_DIR": str(cache)}, timeout=600, check=False)
    assert again.returncode == 1, again.stdout + again.stderr
    [result] = json.loads((tmp_path / "out" / "results.json").read_text(encoding="utf-8"))["results"]
    assert result["status"] == "failed"


def test_the_divergences_markdown_shows_engine_and_card_text_as_text() -> None:
    """An engine whose name, version and messages are HTML, links and headings: divergences-<engine>.md shows
    them as text (escaped), the scenario id as code."""
    from mtg_rulings.model.results import Result, Results, RunInfo
    from mtg_rulings.reports.site import build_site, render_site
    from mtg_rulings.steps.collection import load_suite

    hostile = "<img src=x onerror=alert(1)> [click](javascript:alert(1)) **bold**\n# heading"
    result = Result("chocobo-itself-entering", "features/cards/traveling_chocobo.feature", "x", "failed",
                    f"features/cards/traveling_chocobo.feature:5: expected {hostile}; observed {hostile}",
                    ["97cab61782ba"], ["603.6a"])
    run = Results(RunInfo("<b>evil</b>", "1.0 <script>", "0.1.0", "abc", "2026-12-01T10:00:00+00:00", 1.0), [result])
    md = next(v for k, v in render_site(build_site([run], load_suite(ROOT / "features", ROOT))).items()
              if k.startswith("divergences-") and k.endswith(".md"))
    import re

    text = re.sub(r"`[^`\n]*`", "", md)  # code spans show their text as it is: outside them, nothing is markup
    assert "<img" not in text and "<b>" not in text and "<script>" not in text and "](javascript:" not in text
    assert "&lt;img src=x onerror=alert\\(1\\)&gt;" in md and "\\*\\*bold\\*\\*" in md
    assert "\n# heading" not in md


# --- work linear in the input's size -----------------------------------------------------------------------------


def test_naming_the_line_of_every_card_problem_reads_the_file_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A card file with a problem in each of 2,000 cards: each problem names its line, and the file's lines are
    scanned once in all (it was once per problem: quadratic)."""
    from mtg_rulings.reference_engine.cards import loader

    source = json.loads((ROOT / "examples" / "fin" / "fin-sample.cards.json").read_text(encoding="utf-8"))
    card = source["cards"][0]
    path = tmp_path / "many.cards.json"
    path.write_text(json.dumps({**source, "cards": [{**card, "name": f"Probe {i}", "power": "x"} for i in range(2000)]},
                               indent=1), encoding="utf-8")
    scanned = []
    real = loader._JSON_STRING

    class Counting:
        def findall(self, line: str) -> list[str]:
            scanned.append(line)
            return real.findall(line)

    monkeypatch.setattr(loader, "_JSON_STRING", Counting())
    with pytest.raises(loader.CardFileError) as caught:
        loader.CardFile.open(path)
    problems = caught.value.problems
    assert len(problems) >= 2000 and f"{path}:" in problems[-1] and "'Probe 1999'" in problems[-1]
    assert len(scanned) == len(path.read_text(encoding="utf-8").splitlines())


def test_a_10000_row_examples_table_is_linted_in_bounded_time(tmp_path: Path) -> None:
    """10,000 rows (it took 321 s once): linted within a generous bound, and a duplicate row among them named."""
    features = tmp_path / "features"
    features.mkdir()
    rows = "".join(f"      | {i} |\n" for i in range(10000))
    outline = FEATURE.replace("Scenario: Probe {n}", "Scenario Outline: Probe {n}").replace("{n}", "0").replace(
        "Then Alice's life total is 20", "Then Alice's life total is <life>\n\n    Examples:\n      | life |\n" + rows)
    (features / "big.feature").write_text(outline, encoding="utf-8")
    proc = rulings("lint", "--features", str(features), timeout=300)
    assert proc.returncode == 0 and "1 scenarios (10000 with their Examples rows)" in proc.stdout, proc.stdout + proc.stderr
    (features / "big.feature").write_text(outline + "      | 5 |\n", encoding="utf-8")
    proc = rulings("lint", "--features", str(features), timeout=300)
    assert proc.returncode == 2 and "Examples rows with the same values (5)" in proc.stderr, proc.stderr


def test_a_feature_folder_walk_is_bounded_by_links_and_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A link back up the feature folder (a loop) is walked once, not forever; a folder with more sub-folders than
    any folder of features (say /proc/self, or a home folder) is a problem naming it, found in bounded time."""
    from mtg_rulings.steps import collection
    from mtg_rulings.steps.collection import SuiteError, feature_files, load_suite

    features = _features(tmp_path / "features")
    (features / "loop").symlink_to(features, target_is_directory=True)  # features/loop/loop/... without end
    found = feature_files(features)
    assert len(found) == len(set(found)) == len(feature_files(features)) and found
    for i in range(5):
        (features / "deep" / str(i)).mkdir(parents=True)
    monkeypatch.setattr(collection, "MAX_FEATURE_FOLDERS", 3)
    with pytest.raises(SuiteError) as caught:
        load_suite(features, ROOT)
    assert any(str(features) in str(p) and "more than 3 folders under it" in str(p) for p in caught.value.problems)


def test_an_internal_error_of_the_suite_exits_4_never_1() -> None:
    """An exception no command handles is the suite's bug: exit 4 with the traceback, never 1 (scenarios failed),
    which an engine's CI would read as a verdict on the engine."""
    import click
    from click.testing import CliRunner

    from mtg_rulings.cli.app import INTERNAL_ERROR, main

    @click.command("planted-crash")
    def crash() -> None:
        raise RuntimeError("a planted bug")

    main.add_command(crash)
    try:
        out = CliRunner().invoke(main, ["planted-crash"])
    finally:
        main.commands.pop("planted-crash")
    assert INTERNAL_ERROR == 4 and out.exit_code == 4, out.output
    assert "internal error, a bug of the suite" in out.output and "a planted bug" in out.output
    assert CliRunner().invoke(main, ["no-such-command"]).exit_code == 2  # a usage error stays a usage error
