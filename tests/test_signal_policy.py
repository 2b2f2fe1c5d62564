"""The one signal policy at the moments between a command's handlers (issue 28): while a child starts, while the suite
is imported, while an output folder is cleared, and a write cut short by SIGKILL. Each test plants the moment;
tools/signal_probe.py re-probes the whole matrix from outside (tests/test_signal_probe.py)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import uuid
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from mtg_rulings.adapters.processes import INTERRUPTS, interrupts_held, let_interrupts_through, start_held
from mtg_rulings.cli.app import INTERNAL_ERROR, _Group
from mtg_rulings.cli.launcher import _interrupted_before_the_command
from mtg_rulings.cli.outdir import claim, release
from mtg_rulings.model.files import TEMP_PREFIX, TEMP_SUFFIX, _unnamed_file, atomic_writer
from tests.test_robustness import ROOT, _wait_for, marked_env, no_process_left
from tests.test_trust import _signal_when

CHILD = """
import signal, sys
from mtg_rulings.adapters.processes import let_interrupts_through
print(sorted(s.name for s in signal.pthread_sigmask(signal.SIG_BLOCK, [])), flush=True)
signal.signal(signal.SIGTERM, lambda *_: (print("handled SIGTERM", flush=True), sys.exit(0)))
let_interrupts_through()
print("never reached", flush=True)
"""


def test_a_child_started_held_gets_a_signal_sent_at_once_only_in_its_own_handler() -> None:
    """SIGTERM sent the instant the child exists (its interpreter not yet started): it waits, held, until the child
    has its handler and lets it through; nothing of it is lost, and the child is not killed half-started."""
    proc = start_held([sys.executable, "-c", CHILD], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    proc.send_signal(signal.SIGTERM)
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 0, out
    assert out.splitlines() == [str(sorted(s.name for s in INTERRUPTS)), "handled SIGTERM"]
    # the starting process's own mask is as it was
    assert not set(signal.pthread_sigmask(signal.SIG_BLOCK, [])) & set(INTERRUPTS)


def test_a_signal_in_a_held_stretch_is_delivered_as_it_ends() -> None:
    came: list[int] = []
    previous = signal.signal(signal.SIGHUP, lambda signum, frame: came.append(signum))
    try:
        with interrupts_held():
            # to this thread: the test process has other threads (xdist's), which a signal to the process may take
            signal.pthread_kill(threading.get_ident(), signal.SIGHUP)
            assert came == []  # held: the stretch is not cut in two
        assert came == [signal.SIGHUP]
    finally:
        signal.signal(signal.SIGHUP, previous)
        let_interrupts_through()


def test_a_signal_while_the_suite_is_imported_ends_with_its_code_and_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        _interrupted_before_the_command(signal.SIGTERM, None)
    assert ended.value.code == 143
    assert "interrupted by SIGTERM before the command began; nothing written" in capsys.readouterr().err


def _group_with(body: object) -> _Group:
    group = _Group("rulings")
    group.add_command(click.Command("probe", callback=body))  # type: ignore[arg-type]
    return group


@pytest.mark.parametrize(("sig", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143), (signal.SIGHUP, 129)])
def test_every_command_ends_on_a_signal_with_its_code_after_its_finally(sig: signal.Signals, code: int) -> None:
    """A command with no handlers of its own (report, diff, lint...): 128 + the signal, its `finally` run, one line,
    never click's "Aborted!" (exit 1) or a traceback."""
    cleaned: list[bool] = []

    def body() -> None:
        try:
            os.kill(os.getpid(), sig)
            signal.pause()  # the handler raises before this returns
        finally:
            cleaned.append(True)

    result = CliRunner().invoke(_group_with(body), ["probe"])
    assert result.exit_code == code, result.output
    assert cleaned == [True] and f"rulings: interrupted by {sig.name}" in result.output
    assert "Aborted" not in result.output and "Traceback" not in result.output


def test_a_keyboard_interrupt_no_signal_raised_is_a_crash_not_the_users() -> None:
    def body() -> None:
        raise KeyboardInterrupt  # an engine's own, in a command's process

    result = CliRunner().invoke(_group_with(body), ["probe"])
    assert result.exit_code == INTERNAL_ERROR, result.output
    assert "interrupted by" not in result.output


def test_a_signal_as_the_test_process_starts_is_the_runs_interrupt_not_a_traceback(tmp_path: Path) -> None:
    """SIGINT to `rulings run` the moment its test process exists (still starting its interpreter, or collecting):
    exit 130, no traceback of a half-started Python, nothing left running, no results claimed."""
    mark = uuid.uuid4().hex
    out = tmp_path / "out"
    run = subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.launcher", "run", "--out", str(out)], cwd=ROOT,
                           env=marked_env(mark), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    journal_then: list[bool] = []  # whether the run had got past collection when the signal was sent

    def started() -> bool:
        if not (_child_of(run.pid) or run.poll() is not None):
            return False
        journal_then.append((out / ".rulings-journal.jsonl").exists())
        return True

    stdout, stderr = _signal_when(run, started, "the test process to start", signal.SIGINT)
    assert journal_then == [False]
    assert run.returncode == 130, stdout + stderr
    assert "Traceback" not in stderr and "Fatal Python error" not in stderr, stderr
    no_process_left(mark)
    if (out / "results.json").exists():
        assert json.loads((out / "results.json").read_text(encoding="utf-8"))["complete"] is False


def _child_of(pid: int) -> bool:
    """Whether ``pid`` has started a pytest child (the test process of `rulings run`)."""
    for proc in Path("/proc").iterdir():
        try:
            if proc.name.isdigit() and (proc / "stat").read_text().rsplit(")", 1)[-1].split()[1] == str(pid) \
                    and b"pytest" in (proc / "cmdline").read_bytes():
                return True
        except OSError:
            continue
    return False


def test_a_write_killed_midway_leaves_nothing_in_the_folder(tmp_path: Path) -> None:
    """SIGKILL (no handler sees it) while a report file is half written: the folder holds no part of it."""
    folder, ready = tmp_path / "out", tmp_path / "ready"
    folder.mkdir()
    probe = _unnamed_file(folder)
    if probe is None:
        pytest.skip("this file system has no unnamed files (O_TMPFILE): the next run removes a named temporary")
    os.close(probe)
    writer = subprocess.Popen([sys.executable, "-c", (
        "import sys, time, pathlib\n"
        "from mtg_rulings.model.files import atomic_writer\n"
        f"with atomic_writer(pathlib.Path({str(folder / 'results.json')!r})) as f:\n"
        "    f.write('{\"half\": ' * 1000); f.flush()\n"
        f"    pathlib.Path({str(ready)!r}).touch()\n"
        "    time.sleep(600)\n")], cwd=ROOT)
    try:
        _wait_for(lambda: ready.exists() or writer.poll() is not None, "the writer to be midway")
    finally:
        writer.kill()
        writer.wait()
    assert list(folder.iterdir()) == []


def test_a_temporary_file_left_by_a_killed_write_is_removed_by_the_next_run(tmp_path: Path) -> None:
    """Where the file system has no unnamed files, a write killed in its last instant can leave its named temporary:
    the next run into the folder removes it with the last run's files."""
    out = tmp_path / "out"
    out.mkdir()
    stale = out / f"{TEMP_PREFIX}0123456789ab{TEMP_SUFFIX}"
    stale.write_text("half", encoding="utf-8")
    kept = out / "notes.txt"  # not a file of a run: left alone
    kept.write_text("mine", encoding="utf-8")
    try:
        claim(out)
    finally:
        release(out)
    assert not stale.exists() and kept.exists()


def test_the_writer_falls_back_to_a_named_temporary_and_still_leaves_nothing_on_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("mtg_rulings.model.files._unnamed_file", lambda folder: None)
    target = tmp_path / "a.txt"
    with atomic_writer(target) as f:
        f.write("whole")
    assert target.read_text(encoding="utf-8") == "whole" and oct(target.stat().st_mode)[-3:] == "644"
    with pytest.raises(RuntimeError), atomic_writer(tmp_path / "b.txt") as f:
        f.write("half")
        raise RuntimeError
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]
