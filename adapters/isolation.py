"""Third-party in-process engines, run in a worker process so that nothing they do can end the run.

A Python adapter runs its engine inside the test process. An engine that calls ``os._exit``, crashes the
interpreter (a segfault in an extension), or blocks in native code where no signal handler can run would
take the whole run with it: no summary, no results, perhaps exit code 0. :class:`IsolatedEngine` runs such
an engine in a worker (``python -m mtg_rulings.adapters.isolation ENGINE``), one scenario at a time through the
ordinary harness (:func:`mtg_rulings.adapters.harness.execute`) over a pipe, and watches it:

- the worker dies mid-scenario (any exit, any signal): that scenario is ``errored``, naming how it died,
  with the tail of its output; a new worker starts for the next scenario;
- the worker doesn't answer within the scenario's time limit plus a grace period (the harness's own
  limit inside the worker didn't get control back): its process group is killed, the scenario is
  ``timeout``, and a new worker starts for the next one.

Starting a worker (importing the engine) is not charged to any scenario; it has its own, generous,
deadline. The worker ignores Ctrl-C (it leads its own process group anyway): the test process decides
what an interrupt means, and ends the worker.

Frames are a 4-byte big-endian length and a pickle, on the worker's stdin (requests) and on a
dedicated pipe (answers); the engine's own stdout and stderr go to a pipe whose tail is kept as evidence.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import select
import signal
import struct
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from mtg_rulings.adapters.harness import SIGNAL_WATCH, Declaration, Outcome, crash_message, execute
from mtg_rulings.adapters.processes import OutputTail, describe_exit, die_with_parent, end_group, spawn
from mtg_rulings.model.sanitize import MAX_TEXT_CHARS, clean_text
from mtg_rulings.model.scenario import Scenario

STARTUP_TIMEOUT_S = 120.0  # importing an engine (a compiled extension, a card database) can be slow
GRACE_S = 5.0  # beyond the scenario's limit, before the worker is deemed stuck where signals can't reach
_HEADER = struct.Struct(">I")


class WorkerError(Exception):
    """The worker could not be started, or could not load the engine; the message says why."""


def _write_frame(fd: int, obj: Any) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    view = memoryview(_HEADER.pack(len(data)) + data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


#: How often a wait for the worker's answer looks whether the worker is still alive: its answer pipe may stay
#: open after it died, held by a child it forked.
POLL_S = 0.5


def _read_exact(fd: int, n: int, deadline: float | None, alive: Callable[[], bool] | None = None) -> bytes | None:
    """``n`` bytes from ``fd``, or None at end of file, or when ``alive()`` says the writer is gone and nothing
    more is to be read. Raises TimeoutError after ``deadline``."""
    buf = bytearray()
    while len(buf) < n:
        wait = POLL_S if alive is not None else None
        if deadline is not None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError
            wait = remaining if wait is None else min(wait, remaining)
        if wait is not None:
            ready, _, _ = select.select([fd], [], [], wait)
            if not ready:
                if alive is not None and not alive() and not select.select([fd], [], [], 0)[0]:
                    return None  # the writer is dead; whoever still holds the pipe won't answer for it
                continue
        chunk = os.read(fd, n - len(buf))
        if not chunk:
            return None
        buf += chunk
    return bytes(buf)


def _read_frame(fd: int, deadline: float | None = None, alive: Callable[[], bool] | None = None) -> Any:
    """The next object from ``fd``; None at end of file (or once ``alive()`` is false with nothing to read);
    TimeoutError after ``deadline`` (monotonic)."""
    header = _read_exact(fd, _HEADER.size, deadline, alive)
    if header is None:
        return None
    body = _read_exact(fd, _HEADER.unpack(header)[0], deadline, alive)
    return None if body is None else pickle.loads(body)


class IsolatedEngine:
    """Runs scenarios on the engine ``name`` (anything :func:`mtg_rulings.adapters.registry.load_engine` accepts, but
    ``stdio:``) in a worker process. :meth:`run` never raises for anything the engine does."""

    def __init__(self, name: str, startup_timeout_s: float = STARTUP_TIMEOUT_S, grace_s: float = GRACE_S,
                 card_files: Sequence[Path] = ()) -> None:
        self.engine_name, self.startup_timeout_s, self.grace_s = name, startup_timeout_s, grace_s
        #: a user's card files (rulings-cards/1), added in the worker before the engine loads, as in this process
        self.card_files = [Path(f).resolve() for f in card_files]
        self._proc: subprocess.Popen[bytes] | None = None
        self._requests = self._answers = -1
        self._output: OutputTail | None = None
        self.declaration: Declaration | None = None
        self.spawns = 0

    @property
    def restarts(self) -> int:
        return max(0, self.spawns - 1)

    def start(self) -> Declaration:
        """Start a worker if none is running; return the engine's declaration. Raises :class:`WorkerError`."""
        if self._proc is not None and self._proc.poll() is None:
            assert self.declaration is not None
            return self.declaration
        self.close()
        answers_r, answers_w = os.pipe()
        output_r, output_w = os.pipe()
        try:
            self._proc = spawn([sys.executable, "-m", "mtg_rulings.adapters.isolation", self.engine_name, str(answers_w),
                                str(os.getpid()), *map(str, self.card_files)],
                               stdin=subprocess.PIPE, stdout=output_w, stderr=output_w, pass_fds=(answers_w,),
                               cwd=os.getcwd())
        except OSError as e:
            for fd in (answers_r, answers_w, output_r, output_w):
                os.close(fd)
            raise WorkerError(f"can't start a worker process for {self.engine_name!r}: {e}") from None
        os.close(answers_w)
        os.close(output_w)
        self.spawns += 1
        assert self._proc.stdin is not None
        self._requests, self._answers = self._proc.stdin.fileno(), answers_r
        self._output = OutputTail(output_r)
        try:
            hello = _read_frame(self._answers, time.monotonic() + self.startup_timeout_s, self._alive)
        except TimeoutError:
            hello = ("error", f"the engine did not load within {self.startup_timeout_s:g} s")
        if not hello or hello[0] != "ready":
            why = hello[1] if hello else f"the worker ended while loading the engine ({self._died()})"
            self.close()
            raise WorkerError(f"{why}{self._evidence()}")
        self.declaration = hello[1]
        return hello[1]

    def run(self, scenario: Scenario, timeout_s: float | None, explain: bool = False) -> Outcome:
        """Run ``scenario`` in the worker (started if needed) and return its outcome."""
        try:
            self.start()
        except WorkerError as e:
            return Outcome("errored", f"{e} (caught by the harness)", cause="adapter")
        started = time.perf_counter()
        try:
            _write_frame(self._requests, ("run", scenario, timeout_s, explain))
            deadline = None if not timeout_s else time.monotonic() + timeout_s + max(self.grace_s, timeout_s)
            answer = _read_frame(self._answers, deadline, self._alive)
        except TimeoutError:
            self.close(ask=False)  # it is stuck: asking it to stop would only wait
            return Outcome("timeout", f"no answer within {timeout_s:g} s, and the engine did not give control back "
                                      "(blocked in native code, or it swallowed the time limit); its process was "
                                      f"ended and a new one is started for the next scenario (caught by the harness)"
                                      f"{self._evidence()}", time.perf_counter() - started, cause=self._side())
        except (BrokenPipeError, OSError, pickle.UnpicklingError, EOFError):
            answer = None
        if not answer or answer[0] != "outcome":
            how = self._died()
            self.close()
            return Outcome("errored", f"the engine's process died during the scenario ({how}); a new one is started "
                                      f"for the next scenario (caught by the harness){self._evidence()}",
                           time.perf_counter() - started, cause=self._side())
        outcome: Outcome = answer[1]
        return outcome

    def _side(self) -> str:
        """Whose a crash or hang of the worker is, without further evidence (harness.CAUSES)."""
        own = self.declaration is not None and getattr(self.declaration, "answers_for_itself", False)
        return "engine" if own else "adapter"

    def _alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def _died(self) -> str:
        proc = self._proc
        if proc is None:
            return "not running"
        try:
            return describe_exit(proc.wait(timeout=5))
        except subprocess.TimeoutExpired:
            return describe_exit(None)

    def _evidence(self) -> str:
        if self._output is None:
            return ""
        self._output.join(1.0)
        lines = self._output.lines()
        return f". Its last output: {' | '.join(lines)}" if lines else ""

    def close(self, ask: bool = True) -> None:
        """Ask the worker to end (the engine's ``close``; not if ``ask`` is false), then end its process group."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if ask and proc.poll() is None:
            with contextlib.suppress(OSError):
                _write_frame(self._requests, ("stop",))
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=2)
        end_group(proc)
        with contextlib.suppress(OSError):
            if proc.stdin:
                proc.stdin.close()
        with contextlib.suppress(OSError):
            os.close(self._answers)
        self._requests = self._answers = -1


def _declare(engine: Any) -> Declaration:
    """The engine's declaration, as plain data that pickles (whatever types the adapter used)."""
    def plain(value: Any) -> Any:
        if value is None or isinstance(value, str | int | float | bool):
            return value
        if isinstance(value, set | frozenset) and all(isinstance(x, str) for x in value):
            return frozenset(value)
        return repr(value)[:200] + " (of type " + type(value).__name__ + ")"

    found = {a: plain(getattr(engine, a, None)) for a in ("name", "version", "capabilities", "action_kinds", "check_kinds")}
    return Declaration(**found, answers_for_itself=getattr(engine, "answers_for_itself", False) is True)


def main(argv: list[str]) -> int:
    """The worker: load the engine, say ``ready`` with its declaration, run scenarios until told to stop."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    SIGNAL_WATCH.watched = True  # SIGINT is ignored: a KeyboardInterrupt here is the engine's own
    name, answers = argv[0], int(argv[1])
    if len(argv) > 2:  # the test process that started it: a worker never outlives it
        die_with_parent(signal.SIGKILL, int(argv[2]))
    from mtg_rulings.adapters.registry import load_engine  # after the signal set-up: loading runs the adapter's code

    try:
        if argv[3:]:  # a user's card files: the engine (and its adapter) see the same cards as the test process
            from mtg_rulings.reference_engine.cards import add_card_files

            add_card_files([Path(p) for p in argv[3:]])
        engine = load_engine(name)
        declaration = _declare(engine)
    except BaseException as e:
        _write_frame(answers, ("error", f"can't load engine {name!r}: {clean_text(crash_message(e), MAX_TEXT_CHARS)}"))
        return 1
    _write_frame(answers, ("ready", declaration))
    requests = sys.stdin.buffer.fileno()
    try:
        while True:
            message = _read_frame(requests)
            if not message or message[0] == "stop":
                return 0
            _, scenario, timeout_s, explain = message
            outcome = execute(scenario, engine, timeout_s, explain=explain)
            _write_frame(answers, ("outcome", outcome))
    finally:
        with contextlib.suppress(Exception):
            engine.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
