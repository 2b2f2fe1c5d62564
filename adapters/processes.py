"""Engine processes: each started in its own process group and ended as a group; stderr read in chunks.

A stdio engine is often a launcher script whose child does the work, and an engine may start background
children of its own. Killing only the direct child leaves those running, so every engine process
(:func:`spawn`) leads a new session and process group, and :func:`end_group` kills the whole group.
(A descendant that starts a session of its own escapes any group kill; the protocol docs ask engines not
to.) Listeners (:data:`LISTENERS`) hear of each group started and ended: ``rulings run`` journals them, so
that groups left behind by a test process that died are ended by the command that supervised it.

:class:`OutputTail` drains a pipe (an engine's stderr) in a thread, in chunks, keeping only the last lines
as evidence: an engine that logs megabytes per answer is never slowed down by the harness, and memory
stays bounded.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

#: Called with ``("start", pgid)`` and ``("end", pgid)``; exceptions are ignored.
LISTENERS: list[Callable[[str, int], None]] = []
CHUNK = 65536


def _tell(event: str, pgid: int) -> None:
    for listener in list(LISTENERS):
        with contextlib.suppress(Exception):
            listener(event, pgid)


def spawn(argv: list[str], **popen: Any) -> subprocess.Popen[bytes]:
    """Start ``argv`` as the leader of a new session and process group (``Popen`` keywords in ``popen``)."""
    proc: subprocess.Popen[bytes] = subprocess.Popen(argv, start_new_session=True, **popen)
    _tell("start", proc.pid)
    return proc


def kill_group(pgid: int) -> None:
    """SIGKILL every process of group ``pgid`` (nothing if it has none left)."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def end_group(proc: subprocess.Popen[bytes], wait_s: float = 5.0) -> int | None:
    """Kill ``proc``'s whole process group and reap ``proc``; its exit code (None if it survived SIGKILL)."""
    kill_group(proc.pid)
    code = None
    with contextlib.suppress(subprocess.TimeoutExpired):
        code = proc.wait(timeout=wait_s)
    _tell("end", proc.pid)
    return code


#: The signals that interrupt a run (docs/robustness.md): held back while a child starts, and in critical sections.
INTERRUPTS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


@contextlib.contextmanager
def interrupts_held() -> Iterator[None]:
    """Hold :data:`INTERRUPTS` back while the block runs (the calling thread's signal mask); one that came meanwhile
    is delivered as the block ends. For a step that must not be cut in two (an output folder half cleared), and
    for starting a child: the mask is inherited through ``fork`` and ``exec``, so the child starts with them held
    (see :func:`let_interrupts_through`). Only the calling thread's mask: the commands that use it are single-threaded
    there (a signal to a process with other threads may be taken by one of them)."""
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, INTERRUPTS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def start_held(argv: list[str], **popen: Any) -> subprocess.Popen[bytes]:
    """``Popen(argv, **popen)`` for a child that takes part in the signal policy (a test process, a ``-n`` shard):
    it starts with :data:`INTERRUPTS` held, so that a signal passed on to it while its interpreter starts and
    imports (before any handler of its own) waits until it calls :func:`let_interrupts_through`, rather than
    killing it with a traceback of a half-started Python."""
    with interrupts_held():
        return subprocess.Popen(argv, **popen)


def let_interrupts_through() -> None:
    """In a child started by :func:`start_held`, once its handlers are in place: the signals held since it started
    are delivered now (nothing when none were held)."""
    signal.pthread_sigmask(signal.SIG_UNBLOCK, INTERRUPTS)


PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>


def die_with_parent(sig: int, parent: int) -> None:
    """Have ``sig`` sent to this process when its parent (pid ``parent``, which started it) dies: a test process
    whose ``rulings run`` is gone, a worker whose test process is gone, must not go on running engines
    nobody waits for. On Linux the kernel does it (``prctl(PR_SET_PDEATHSIG)``, through ctypes); elsewhere a
    daemon thread watches ``getppid()``. If the parent is already gone, ``sig`` is sent at once."""
    armed = False
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            armed = libc.prctl(PR_SET_PDEATHSIG, sig, 0, 0, 0) == 0
    if not armed:
        def watch() -> None:
            while os.getppid() == parent:
                time.sleep(1.0)
            os.kill(os.getpid(), sig)

        threading.Thread(target=watch, daemon=True, name="parent-watch").start()
    if os.getppid() != parent:  # it died before the request above was made: nobody will send the signal
        os.kill(os.getpid(), sig)


def describe_exit(code: int | None) -> str:
    """``exit code 3``, ``killed by SIGSEGV``, or ``exit code unknown (still running)``."""
    if code is None:
        return "exit code unknown (still running)"
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit code {code}"


class OutputTail:
    """Reads ``fd`` in a daemon thread until end of file, keeping the last ``lines`` lines, each cut to
    ``chars`` characters. Owns ``fd`` (closes it at end of file)."""

    def __init__(self, fd: int, lines: int = 8, chars: int = 200) -> None:
        self.fd, self.chars = fd, chars
        self._lines: deque[str] = deque(maxlen=lines)
        self._partial = bytearray()  # the current line, at most `chars` bytes of it
        self._cut = False
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._drain, daemon=True, name=f"output-tail-{fd}")
        self._thread.start()

    def _drain(self) -> None:
        try:
            while True:
                try:
                    chunk = os.read(self.fd, CHUNK)
                except InterruptedError:
                    continue
                except OSError:
                    break
                if not chunk:
                    break
                with self._lock:
                    self._take(chunk)
        finally:
            with self._lock:
                if self._partial:
                    self._end_line()
            with contextlib.suppress(OSError):
                os.close(self.fd)

    def _take(self, chunk: bytes) -> None:
        start = 0
        while True:
            nl = chunk.find(b"\n", start)
            piece = chunk[start:] if nl < 0 else chunk[start:nl]
            room = self.chars + 4 - len(self._partial)  # a few bytes more, so that a cut can be seen
            if len(piece) > room:
                self._cut = True
            self._partial += piece[:max(room, 0)]
            if nl < 0:
                return
            self._end_line()
            start = nl + 1

    def _end_line(self) -> None:
        text = self._partial.decode("utf-8", "replace").rstrip("\r")
        if self._cut or len(text) > self.chars:
            text = text[:self.chars] + "..."
        self._lines.append(text)
        self._partial.clear()
        self._cut = False

    def join(self, timeout_s: float) -> None:
        self._thread.join(timeout_s)

    def lines(self) -> list[str]:
        with self._lock:
            return list(self._lines)

    def clear(self) -> None:
        with self._lock:
            self._lines.clear()
