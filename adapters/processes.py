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
import os
import signal
import subprocess
import threading
from collections import deque
from collections.abc import Callable
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
