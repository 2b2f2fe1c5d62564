"""The harness side of ``rulings-stdio/2``: an engine in any language, run as a subprocess.

``rulings run --engine "stdio:<command>"`` starts ``<command>`` (split with :func:`shlex.split`, no
shell), says ``hello``, and drives one scenario at a time through ``start`` / ``act`` / ``observe``.

Failure handling (each makes only the scenario at hand ``errored`` or ``timeout``, never the run):

- an answer that is not one JSON object, or fails its schema, or a wrong protocol version: errored,
  *caught by the harness*; the process is killed and restarted for the next scenario (a wrong protocol
  version is remembered, so every later scenario says so without restarting it);
- a process that exits or closes its stdout: errored, caught by the harness; restarted next scenario;
- no answer within ``read_timeout_s`` seconds (``hello_timeout_s`` for ``hello``), or the harness's
  per-scenario time limit firing during a read: ``timeout``; the process is killed and restarted next
  scenario (an engine that never answers ``hello`` is not restarted: every later scenario says so);
- a structured error from the engine: errored, *caught by the engine* (``unscripted-decision`` becomes
  the harness's usual "unscripted decision"); the process keeps running.

Every harness-caught message carries the evidence: the engine's last stdout lines, the tail of its
stderr and its exit code, if any.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shlex
import shutil
import subprocess
import threading
import time
from collections import deque
from typing import Any, NoReturn

import rulings
from adapters import contract
from adapters.contract import CAPABILITIES, Engine, UnknownEngine, UnscriptedDecision
from adapters.harness import ScenarioTimeout
from adapters.scenario import Action, Decision, Response, Setup, Snapshot
from adapters.stdio import protocol as P

PREFIX = "stdio:"
DEFAULT_READ_TIMEOUT_S = 30.0
HELLO_TIMEOUT_S = 120.0  # an engine may load a large card database before it answers hello (Forge does)
MAX_LINE_BYTES = 16 * 1024 * 1024
EVIDENCE_LINES = 3  # the engine's last stdout lines kept as evidence, each cut to EVIDENCE_CHARS
EVIDENCE_CHARS = 200
STDERR_LINES = 8


class StdioError(Exception):
    """A failure of the engine process seen by the harness (message ends with the evidence)."""


class EngineReportedError(Exception):
    """A structured error the engine itself sent (caught by the engine)."""


class EngineTimeout(ScenarioTimeout):
    """No answer in time; a :class:`ScenarioTimeout`, so the harness reports ``timeout``. ``own_deadline``
    says whether the engine's read timeout ran out (rather than the harness's time limit)."""

    def __init__(self, message: str, own_deadline: bool = True) -> None:
        super().__init__(message)
        self.own_deadline = own_deadline


class StdioEngine(Engine):
    """An engine behind the stdio protocol. ``command`` is the engine's command line.

    ``name``, ``version`` and ``capabilities`` come from the engine's ``hello`` answer, obtained when
    first needed. If the handshake fails, ``capabilities`` claims the whole vocabulary so that no
    scenario is wrongly called ``unsupported``; ``start`` then raises the handshake's error, making each
    scenario ``errored`` with the evidence.
    """

    def __init__(self, command: str, read_timeout_s: float = DEFAULT_READ_TIMEOUT_S,
                 hello_timeout_s: float = HELLO_TIMEOUT_S) -> None:
        try:
            argv = shlex.split(command)
        except ValueError as e:
            raise UnknownEngine(f"can't parse the stdio engine command {command!r}: {e}") from None
        if not argv:
            raise UnknownEngine("stdio: needs a command, e.g. stdio:'rulings serve'")
        if shutil.which(argv[0]) is None:
            raise UnknownEngine(f"stdio engine command not found: {argv[0]!r}")
        self.command, self.argv, self.read_timeout_s = command, argv, read_timeout_s
        self.hello_timeout_s = hello_timeout_s
        self._proc: subprocess.Popen[bytes] | None = None
        self._buf = b""
        self._stdout_tail: deque[str] = deque(maxlen=EVIDENCE_LINES)
        self._stderr_tail: deque[str] = deque(maxlen=STDERR_LINES)
        self._stderr_thread: threading.Thread | None = None
        self._hello: dict[str, Any] | None = None
        self._identity: dict[str, Any] = {}  # the last good hello, kept after the process ends
        self._hello_error: str | None = None
        self._fatal: str | None = None  # a wrong protocol version: never retried
        self._busy = False  # a request is out and its answer not read: the process state is unknown
        self.spawns = 0  # processes started so far; every one after the first is a restart

    # --- identity ----------------------------------------------------------------------------------

    @property
    def name(self) -> str:  # type: ignore[override]
        return str(self._identity.get("name", PREFIX + self.command))

    @property
    def version(self) -> str:  # type: ignore[override]
        return str(self._identity.get("version", "unknown"))

    @property
    def capabilities(self) -> frozenset[str]:  # type: ignore[override]
        try:
            self._ensure_running()
        except (StdioError, ScenarioTimeout):
            return frozenset(CAPABILITIES)  # start() reports the failure, scenario by scenario
        assert self._hello is not None
        return frozenset(self._hello["capabilities"])

    # --- contract ----------------------------------------------------------------------------------

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        self._ensure_running()
        self._exchange(P.start_request(setup, decisions))

    def perform(self, action: Action) -> Response:
        return P.response_from_message(self._exchange(P.act_request(action)))

    def observe(self) -> Snapshot:
        return P.snapshot_from_message(self._exchange({"cmd": "observe"})["snapshot"])

    def explain(self) -> list[str]:
        if not (self._hello and self._hello.get("explain") and self._alive()):
            return []
        try:
            return list(self._exchange({"cmd": "explain"})["trace"])
        except (StdioError, EngineReportedError):
            return []

    def close(self) -> None:
        """Ask the engine to stop; kill it if it doesn't within a second."""
        proc = self._proc
        if proc is None:
            return
        if proc.poll() is None and not self._busy and self._hello is not None:
            try:
                self._send({"cmd": "stop"})
                self._read_line(1.0)
            except (StdioError, ScenarioTimeout, OSError):
                pass
        self._kill()

    # --- the process -------------------------------------------------------------------------------

    def _alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def _ensure_running(self) -> None:
        if self._fatal:
            raise StdioError(self._fatal)
        if self._alive() and not self._busy and self._hello is not None:
            return
        if self._proc is not None:
            self._kill()
        self._spawn()
        try:
            hello = self._exchange({"cmd": "hello", "protocol": P.PROTOCOL, "suite": f"mtg-rulings {rulings.__version__}"},
                                   self.hello_timeout_s)
        except EngineReportedError as e:
            self._kill()
            raise StdioError(self._evidence(f"the engine refused hello: {e}")) from None
        except EngineTimeout as e:
            if e.own_deadline:  # an engine that never says hello won't on the next try either
                self._fatal = f"the engine never answered hello: {e}"
            raise
        if hello["protocol"] != P.PROTOCOL:
            self._fatal = self._evidence(f"the engine speaks protocol {hello['protocol']!r}; "
                                         f"this harness speaks {P.PROTOCOL!r} (caught by the harness)")
            self._kill()
            raise StdioError(self._fatal)
        unknown = sorted(set(hello["capabilities"]) - set(CAPABILITIES))
        if unknown:
            self._fatal = self._evidence(f"the engine declares capabilities outside the vocabulary: {', '.join(unknown)}"
                                         " (caught by the harness)")
            self._kill()
            raise StdioError(self._fatal)
        self._hello = self._identity = hello
        for attr in ("action_kinds", "check_kinds"):  # the engine contract's optional narrowing, if it has it
            if hasattr(Engine, attr):
                kinds = hello.get(attr)
                setattr(self, attr, None if kinds is None else frozenset(kinds))

    @property
    def restarts(self) -> int:
        """How many times the engine process was started again after the first."""
        return max(0, self.spawns - 1)

    def _spawn(self) -> None:
        self.spawns += 1
        self._buf = b""
        self._hello = None
        self._busy = False
        self._stdout_tail.clear()
        self._stderr_tail.clear()
        try:
            self._proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=subprocess.PIPE, bufsize=0, start_new_session=True)
        except OSError as e:
            raise StdioError(f"can't start {self.command!r}: {e} (caught by the harness)") from None
        self._stderr_thread = threading.Thread(target=self._drain_stderr, args=(self._proc,), daemon=True)
        self._stderr_thread.start()

    def _drain_stderr(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stderr is not None
        for raw in iter(proc.stderr.readline, b""):
            if proc is self._proc:
                self._stderr_tail.append(_cut(raw.decode("utf-8", "replace").rstrip("\n")))

    def _kill(self) -> None:
        proc, self._proc = self._proc, None
        self._busy = False
        self._hello = None
        if proc is None:
            return
        if proc.poll() is None:
            proc.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):  # a process that survives SIGKILL: give up on it
            proc.wait(timeout=5)
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            try:
                if stream:
                    stream.close()
            except OSError:
                pass

    # --- one request, one answer ---------------------------------------------------------------------

    def _send(self, message: dict[str, Any]) -> None:
        assert self._proc is not None and self._proc.stdin is not None
        self._proc.stdin.write((json.dumps(message, separators=(",", ":")) + "\n").encode())
        self._proc.stdin.flush()

    def _exchange(self, message: dict[str, Any], timeout_s: float | None = None) -> dict[str, Any]:
        """Send ``message``, read and validate its answer within ``timeout_s`` seconds (default: the read
        timeout). Raises :class:`StdioError` (harness-caught), :class:`EngineReportedError` or
        :class:`UnscriptedDecision` (engine-caught), or :class:`EngineTimeout`."""
        cmd = message["cmd"]
        bad = P.problem(message, f"{cmd}.request")
        if bad:  # the harness's own data doesn't fit the protocol: say so, don't send it
            raise StdioError(f"the harness built an invalid {cmd} request {bad} (caught by the harness)")
        if not self._alive():
            raise StdioError(self._died(f"the engine is not running (before {cmd})"))
        self._busy = True
        try:
            try:
                self._send(message)
            except OSError:
                raise StdioError(self._died(f"the engine closed its stdin (sending {cmd})")) from None
            raw = self._read_line(timeout_s or self.read_timeout_s)
        except ScenarioTimeout as e:  # our read timeout, or the harness's own time limit fired while we waited
            message_ = self._evidence(f"{e} (waiting for the answer to {cmd}; caught by the harness)")
            self._kill()
            raise EngineTimeout(message_, own_deadline=isinstance(e, EngineTimeout)) from None
        self._busy = False
        try:
            answer = json.loads(raw)
        except json.JSONDecodeError as e:
            self._broken(f"the answer to {cmd} is not JSON ({e})")
        bad = P.response_problem(cmd, answer)
        if bad:
            self._broken(f"the answer to {cmd} breaks the protocol schema {bad}")
        if "error" in answer:
            code, text = answer["error"]["code"], answer["error"]["message"]
            if code == "unscripted-decision":
                raise UnscriptedDecision(f"{text} (caught by the engine)")
            unsupported = getattr(contract, "Unsupported", None)  # the contract's "adapter can't do this", if any
            if code == "unsupported" and unsupported is not None:
                raise unsupported(f"{text} (said by the engine)")
            raise EngineReportedError(f"engine error {code} on {cmd}: {text} (caught by the engine)")
        return dict(answer)

    def _broken(self, what: str) -> NoReturn:
        text = self._evidence(what + " (caught by the harness)")
        self._kill()
        raise StdioError(text)

    def _read_line(self, timeout_s: float) -> str:
        """The next non-blank line of the engine's stdout, within ``timeout_s`` seconds."""
        assert self._proc is not None and self._proc.stdout is not None
        deadline = time.monotonic() + timeout_s
        fd = self._proc.stdout.fileno()
        while True:
            nl = self._buf.find(b"\n")
            if nl >= 0:
                line, self._buf = self._buf[:nl], self._buf[nl + 1:]
                text = line.decode("utf-8", "replace").rstrip("\r")
                self._stdout_tail.append(_cut(text))
                if text.strip():
                    return text
                continue
            if len(self._buf) > MAX_LINE_BYTES:
                self._buf = b""
                raise StdioError(self._evidence(f"a line longer than {MAX_LINE_BYTES} bytes (caught by the harness)"))
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise EngineTimeout(f"no answer within {timeout_s:g} s")
            ready, _, _ = select.select([fd], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                if self._buf:
                    self._stdout_tail.append(_cut(self._buf.decode("utf-8", "replace")) + " (no end of line)")
                    self._buf = b""
                raise StdioError(self._died("the engine closed its stdout"))
            self._buf += chunk

    def _died(self, what: str) -> str:
        proc = self._proc
        code = None
        if proc is not None:
            try:
                code = proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                code = None
        text = self._evidence(f"{what}; exit code {code if code is not None else 'unknown (still running)'}"
                              " (caught by the harness)")
        self._kill()
        return text

    def _evidence(self, what: str) -> str:
        if self._stderr_thread is not None and self._proc is not None and self._proc.poll() is not None:
            self._stderr_thread.join(timeout=1)
        out = " | ".join(self._stdout_tail) or "(nothing)"
        err = " | ".join(self._stderr_tail) or "(nothing)"
        return f"{what}. Last stdout lines: {out}. Stderr tail: {err}"


def _cut(line: str) -> str:
    return line if len(line) <= EVIDENCE_CHARS else line[:EVIDENCE_CHARS] + "..."
