"""The one signal policy of the ``rulings`` commands that supervise child processes (docs/robustness.md).

- SIGINT, SIGTERM and SIGHUP (:data:`FORWARDED`) each end a run as an interrupt, at any moment (collection,
  mid-scenario, while reports are written), serial or ``-n``: the supervising command passes the first one on
  to its children (:class:`Forwarding`), which write what ran marked incomplete, and exits ``128 + signal``
  (130, 143, 129) - unless every scenario had already run, when the run is complete and the exit code is
  the finished run's.
- The children lead their own process groups, so a terminal's Ctrl-C reaches them once, through the
  supervisor; each child learns of its supervisor's death from the kernel (SIGHUP, ``PR_SET_PDEATHSIG``),
  a ``-n`` shard through :func:`follow_parent`.
- A child that can't act on that SIGHUP (stuck in native code, holding the interpreter) is ended by a
  :func:`watchdog` process: it is told of the supervisor's death by the kernel too, gives the child
  :data:`WATCHDOG_GRACE_S` seconds to write its results, then kills its process group and writes what the
  child journaled (as the supervisor would have), so that nothing runs on as an orphan.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType, TracebackType

from mtg_rulings.adapters.processes import INTERRUPTS, die_with_parent, kill_group

FORWARDED = INTERRUPTS
#: Set in a ``-n`` shard's environment to the pid of the `rulings run -n` that started it.
PARENT_ENV = "RULINGS_PARENT_PID"
#: How long the watchdog lets an orphaned test process write its results before killing it.
WATCHDOG_GRACE_S = float(os.environ.get("RULINGS_WATCHDOG_GRACE_S", "30"))


#: How much longer than a scenario's time limit an in-process run may go without a result (:class:`Stall`).
STALL_MARGIN_S = float(os.environ.get("RULINGS_STALL_MARGIN_S", "60"))


def exit_code(signum: int) -> int:
    """The exit code of a run ended by ``signum``: 128 + its number."""
    return 128 + signum


def interrupted_before_any_scenario(code: int, out: Path) -> str:
    """What a run ended by a signal (exit ``code``, 128 + it) before its first scenario says: nothing is in ``out``
    (claimed, so neither are the last run's files)."""
    return f"interrupted by {signal.Signals(code - 128).name} before any scenario ran; nothing written in {out}"


class Forwarding:
    """While entered, each of :data:`FORWARDED` is recorded (:attr:`first`: the first signal and when, by the
    monotonic clock) and passed on to every process of :attr:`procs`; the previous handlers come back on exit.
    Entered inside another (`run --last-failed` watches from before its claim, `run` from before its own, then the
    supervision of its test process), it takes on a signal the outer one has recorded, and hands its own back to it
    on exit."""

    _active: Forwarding | None = None

    def __init__(self, procs: list[subprocess.Popen[bytes]] | None = None) -> None:
        self.procs: list[subprocess.Popen[bytes]] = procs if procs is not None else []
        self.first: tuple[int, float] | None = None
        self._previous: dict[int, object] = {}
        self._outer: Forwarding | None = None

    def _forward(self, signum: int, frame: FrameType | None) -> None:
        if self.first is None:
            self.first = (signum, time.monotonic())
        for proc in self.procs:
            with contextlib.suppress(ProcessLookupError):
                proc.send_signal(signum)

    def add(self, proc: subprocess.Popen[bytes]) -> subprocess.Popen[bytes]:
        """Pass the signals on to ``proc`` too (started while this was entered, with
        :func:`~mtg_rulings.adapters.processes.start_held`); one that came before it started is passed on now.
        ``proc``."""
        self.procs.append(proc)
        if self.first is not None:
            with contextlib.suppress(ProcessLookupError):
                proc.send_signal(self.first[0])
        return proc

    def __enter__(self) -> Forwarding:
        self._outer, Forwarding._active = Forwarding._active, self
        self._previous = {sig: signal.signal(sig, self._forward) for sig in FORWARDED}
        if self._outer is not None:  # after the handlers: a signal the outer one caught meanwhile is taken on too
            self.first = self.first or self._outer.first
        return self

    def __exit__(self, kind: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)  # type: ignore[arg-type]
        Forwarding._active = self._outer
        if self._outer is not None:
            self._outer.first = self._outer.first or self.first

    @property
    def code(self) -> int | None:
        """``128 + the first signal``, or None when none came."""
        return exit_code(self.first[0]) if self.first else None

    def since(self) -> float:
        """Seconds since the first signal (0 when none came)."""
        return time.monotonic() - self.first[1] if self.first else 0.0


class Stall:
    """A test process running its engine in its own interpreter (``--isolation none``, or the reference engine) is
    bounded by the harness's time limit, a signal handler: an engine blocked in native code, holding the
    interpreter, never lets it run. Each scenario's result is journaled, so the process is deemed stuck when its
    journal has not grown for :attr:`limit_s` seconds (twice the scenario time limit, and at least a minute more
    than it): it is then killed and what was journaled written, marked incomplete."""

    def __init__(self, journal: Path, limit_s: float) -> None:
        self.journal, self.limit_s = journal, limit_s
        self.stuck_s = 0.0

    @classmethod
    def of_run(cls, args: list[str], out: Path | None, in_process: Callable[[str, str], bool]) -> Stall | None:
        """The stall watch of a `rulings run` given its pytest ``args``, if its engine runs in the test process."""
        if out is None:
            return None
        engine, isolation, timeout = (_option(args, f"--rulings-{k}") for k in ("engine", "isolation", "timeout"))
        if engine is None or not in_process(engine, isolation or "auto"):
            return None
        from mtg_rulings.reports.journal import JOURNAL_NAME

        limit = float(timeout or 10.0)
        return cls(out / JOURNAL_NAME, max(2 * limit, limit + STALL_MARGIN_S))

    def stuck(self) -> bool:
        try:
            idle = time.time() - self.journal.stat().st_mtime
        except OSError:
            return False  # not started yet (collection), or done
        if idle > self.limit_s and not self.writing():
            self.stuck_s = idle
            return True
        return False

    def writing(self) -> bool:
        """Whether the journal's last event says the test process is writing its reports (``{"writing": ...}``,
        :mod:`mtg_rulings.runner.plugin`): the engine is closed by then and no scenario runs, so a long silence is
        the writers' work (minutes at 100,000 results on a loaded machine), not an engine blocked in native code."""
        try:
            with self.journal.open("rb") as f:
                f.seek(0, 2)
                f.seek(max(0, f.tell() - 4096))
                tail = f.read().rstrip(b"\n").rsplit(b"\n", 1)[-1]
        except OSError:
            return False
        return tail.startswith(b'{"writing":')


def _option(args: list[str], name: str) -> str | None:
    for i, a in enumerate(args[:-1]):
        if a == name:
            return args[i + 1]
    return None


class AsInterrupt:
    """While entered, each of ``signals`` (SIGTERM and SIGHUP by default) ends an in-process command (``rulings
    fuzz``, and every command, :class:`mtg_rulings.cli.app._Group`) as Ctrl-C does: by KeyboardInterrupt, so that its
    ``finally`` blocks write what it found; :attr:`code` is then 128 + the signal, and :attr:`came` says whether
    a signal came at all (a KeyboardInterrupt without one is an engine's own, not the user's)."""

    def __init__(self, signals: tuple[int, ...] = (signal.SIGTERM, signal.SIGHUP)) -> None:
        self.signum = signal.SIGINT
        self.came = False
        self._signals = signals
        self._previous: dict[int, object] = {}

    def _raise(self, signum: int, frame: FrameType | None) -> None:
        self.signum, self.came = signal.Signals(signum), True
        raise KeyboardInterrupt(f"interrupted by {self.signum.name}")

    def __enter__(self) -> AsInterrupt:
        self._previous = {sig: signal.signal(sig, self._raise) for sig in self._signals}
        return self

    def __exit__(self, kind: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)  # type: ignore[arg-type]

    @property
    def code(self) -> int:
        return exit_code(self.signum)


def follow_parent() -> None:
    """In a ``-n`` shard (:data:`PARENT_ENV` set): get SIGHUP when the `rulings run -n` that started it dies, so
    that the shard ends as interrupted rather than run on as an orphan."""
    parent = os.environ.pop(PARENT_ENV, "")
    if parent.isdigit():
        die_with_parent(signal.SIGHUP, int(parent))


def watchdog(child: subprocess.Popen[bytes], out: Path | None, pass_fds: tuple[int, ...] = ()) -> subprocess.Popen[bytes]:
    """Start the process that ends ``child`` (a process group leader) if this process dies first; see the module
    docstring. It holds ``pass_fds`` (the --out lock) as long as it runs. Stop it with :func:`stop_watchdog` once
    ``child`` has ended."""
    cmd = [sys.executable, "-m", "mtg_rulings.cli.signals", str(os.getpid()), str(child.pid), str(out or "")]
    return subprocess.Popen(cmd, stdin=subprocess.DEVNULL, process_group=0, pass_fds=pass_fds)


def stop_watchdog(proc: subprocess.Popen[bytes]) -> None:
    proc.kill()
    proc.wait()


def _watch(supervisor: int, pgid: int, out: str) -> int:
    ended = []
    signal.signal(signal.SIGTERM, lambda signum, frame: ended.append(signum))
    die_with_parent(signal.SIGTERM, supervisor)
    while not ended:
        time.sleep(0.5)  # woken early by the signal; the loop only closes the gap between the check and the wait
    deadline = time.monotonic() + WATCHDOG_GRACE_S
    while _alive(pgid) and time.monotonic() < deadline:
        time.sleep(0.2)
    if not _alive(pgid):
        return 0
    kill_group(pgid)
    if out:  # what the supervisor would have done: write what was journaled, end the engines left
        from mtg_rulings.cli.app import _recover
        from mtg_rulings.reports.journal import JOURNAL_NAME

        if (Path(out) / JOURNAL_NAME).exists():
            with contextlib.suppress(Exception):
                _recover(Path(out), -signal.SIGKILL, exit_code(signal.SIGHUP))
    return 0


def _alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # zombies count as gone: the group's leader is our sibling, reaped by nobody once the supervisor died
    with contextlib.suppress(OSError):
        state = Path(f"/proc/{pgid}/stat").read_text().rsplit(")", 1)[-1].split()[0]
        return state != "Z"
    return True


if __name__ == "__main__":
    sys.exit(_watch(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]))
