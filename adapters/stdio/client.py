"""The harness side of ``rulings-stdio/4``: an engine in any language, run as a subprocess.

``rulings run --engine "stdio:<command>"`` starts ``<command>`` (split with :func:`shlex.split`, no
shell) as the leader of its own process group, says ``hello``, and drives one scenario at a time through
``start`` / ``act`` / ``observe``. Every request carries a new ``id`` and its answer must carry it back.

Failure handling (each makes only the scenario at hand ``errored`` or ``timeout``, never the run):

- an answer that is not one JSON object, or fails its schema, or a wrong protocol version: errored,
  *caught by the harness*; the process is killed and restarted for the next scenario (a wrong protocol
  version is remembered, so every later scenario says so without restarting it);
- output that answers no request: a line whose ``id`` is not the request's, or any line the engine
  printed before the harness asked anything: errored, caught by the harness (never read as the answer to
  a later request, which would shift every answer by one); killed and restarted;
- a process that exits or closes its stdout: errored, caught by the harness; restarted next scenario, up to
  :data:`MAX_DEATHS_IN_A_ROW` scenarios in a row: then every later scenario is errored with the reason,
  without a restart;
- no answer within ``read_timeout_s`` seconds (``hello_timeout_s`` for ``hello``), or the harness's
  per-scenario time limit firing during a read: ``timeout``; the process is killed and restarted next
  scenario (an engine that never answers ``hello`` is not restarted: every later scenario says so);
- a structured error from the engine: errored, *caught by the engine* (``unscripted-decision`` becomes
  the harness's usual "unscripted decision"; ``unsupported`` and ``unsupported-action`` make the
  scenario ``unsupported``); the process keeps running.

Every harness-caught message carries the evidence: the engine's last stdout lines, the tail of its
stderr (read in chunks by a thread, :class:`mtg_rulings.adapters.processes.OutputTail`) and its exit code, if any.
"Killed" means the engine's whole process group (a launcher script's children, background children),
:func:`mtg_rulings.adapters.processes.end_group`. Starting the engine and its ``hello`` are not charged to the
scenario's time limit; they have their own deadline (``hello_timeout_s``; in a run, twelve times its
``--timeout``). Strings in answers are cleaned
of what can't be written (:func:`mtg_rulings.model.sanitize.clean_data`).
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import time
from collections import deque
from typing import Any, NoReturn

import mtg_rulings as rulings
from mtg_rulings.adapters.contract import CAPABILITIES, Engine, UnscriptedDecision, Unsupported
from mtg_rulings.adapters.harness import ScenarioTimeout, outside_time_limit
from mtg_rulings.adapters.processes import OutputTail, describe_exit, end_group, spawn
from mtg_rulings.adapters.registry import STDIO_PREFIX, stdio_argv
from mtg_rulings.adapters.stdio import protocol as P
from mtg_rulings.model.sanitize import clean_data
from mtg_rulings.model.scenario import Action, Decision, Response, Setup, Snapshot

PREFIX = STDIO_PREFIX
DEFAULT_READ_TIMEOUT_S = 30.0
HELLO_TIMEOUT_S = 120.0  # an engine may load a large card database before it answers hello (Forge does)
#: A run's ``hello`` wait, in scenario time limits (:meth:`StdioEngine.follow_time_limit`): 120 s at the default 10 s.
HELLO_PER_TIME_LIMIT = 12.0
#: An engine whose process dies in this many scenarios in a row is not started again: the rest of the run's
#: scenarios are ``errored`` with the reason at once, instead of each paying for a restart.
MAX_DEATHS_IN_A_ROW = 10
MAX_LINE_BYTES = 16 * 1024 * 1024
EVIDENCE_LINES = 3  # the engine's last stdout lines kept as evidence, each cut to EVIDENCE_CHARS
EVIDENCE_CHARS = 200
POLL_S = 0.5  # while waiting for an answer, how often to look whether the engine process still runs
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

    #: the engine speaks the protocol itself: its answers are its own (no translation by this suite)
    answers_for_itself = True

    def __init__(self, command: str, read_timeout_s: float = DEFAULT_READ_TIMEOUT_S,
                 hello_timeout_s: float = HELLO_TIMEOUT_S) -> None:
        argv = stdio_argv(command)
        self.command, self.argv, self.read_timeout_s = command, argv, read_timeout_s
        self.hello_timeout_s = hello_timeout_s
        self._proc: subprocess.Popen[bytes] | None = None
        self._buf = b""
        self._stdout_tail: deque[str] = deque(maxlen=EVIDENCE_LINES)
        self._stderr: OutputTail | None = None
        self._next_id = 0
        self._hello: dict[str, Any] | None = None
        self._identity: dict[str, Any] = {}  # the last good hello, kept after the process ends
        self._hello_error: str | None = None
        self.declaration_problem: str | None = None  # a hello that breaks the schema: the run's usage error
        self._fatal: str | None = None  # a wrong protocol version: never retried
        self._busy = False  # a request is out and its answer not read: the process state is unknown
        self.spawns = 0  # processes started so far; every one after the first is a restart
        self._last_death = ""
        self._games_started = 0  # games the current process started
        self.deaths_in_a_row = 0  # scenarios in a row whose process died (reset by one that lives through its scenario)

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
            declared = self._identity.get("capabilities")  # what a hello said, even if it was refused for it
            # with no hello at all: claim everything, and start() reports the failure, scenario by scenario
            return frozenset(CAPABILITIES) if declared is None else frozenset(declared)
        assert self._hello is not None
        return frozenset(self._hello["capabilities"])

    # --- contract ----------------------------------------------------------------------------------

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        self._ensure_running()
        self._exchange(P.start_request(setup, decisions))
        self._games_started += 1

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
                self._next_id += 1
                self._send({"cmd": "stop", "id": self._next_id})
                self._read_line(1.0)
            except (StdioError, ScenarioTimeout, OSError):
                pass
        self._kill()

    # --- the process -------------------------------------------------------------------------------

    def _alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def follow_time_limit(self, seconds: float) -> None:
        """Wait for ``hello`` :data:`HELLO_PER_TIME_LIMIT` scenario time limits (``rulings run --timeout``)."""
        self.hello_timeout_s = HELLO_PER_TIME_LIMIT * seconds

    def _ensure_running(self) -> None:
        if self._fatal:
            raise StdioError(self._fatal)
        if self._alive() and not self._busy and self._hello is not None:
            if self._games_started:  # this process lived through a scenario
                self.deaths_in_a_row = 0
            return
        if self.deaths_in_a_row >= MAX_DEATHS_IN_A_ROW:
            self._fatal = (f"the engine process died in {self.deaths_in_a_row} scenarios in a row; it is not started "
                           f"again for the rest of the run (caught by the harness). The last time: {self._last_death}")
            raise StdioError(self._fatal)
        if self._proc is not None:
            self._kill()
        with outside_time_limit():  # starting the engine is not the scenario's work; hello has its own deadline
            self._handshake()

    def _handshake(self) -> None:
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
        self._identity = hello  # the declaration, checked before the first scenario by the run (a usage error)
        for attr in ("action_kinds", "check_kinds"):
            kinds = hello.get(attr)
            setattr(self, attr, None if kinds is None else frozenset(kinds))
        unknown = sorted(set(hello["capabilities"]) - set(CAPABILITIES))
        if unknown:
            self._fatal = self._evidence(f"the engine declares capabilities outside the vocabulary: {', '.join(unknown)}"
                                         " (caught by the harness)")
            self._kill()
            raise StdioError(self._fatal)
        self._hello = hello

    @property
    def restarts(self) -> int:
        """How many times the engine process was started again after the first."""
        return max(0, self.spawns - 1)

    def _spawn(self) -> None:
        self.spawns += 1
        self._games_started = 0
        self._buf = b""
        self._hello = None
        self._busy = False
        self._stdout_tail.clear()
        err_r, err_w = os.pipe()
        try:
            self._proc = spawn(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err_w, bufsize=0)
        except OSError as e:
            os.close(err_r)
            raise StdioError(f"can't start {self.command!r}: {e} (caught by the harness)") from None
        finally:
            os.close(err_w)
        self._stderr = OutputTail(err_r, STDERR_LINES, EVIDENCE_CHARS)

    def _kill(self) -> None:
        """End the engine's whole process group (a launcher's children too) and reap it."""
        proc, self._proc = self._proc, None
        self._busy = False
        self._hello = None
        if proc is None:
            return
        end_group(proc)
        for stream in (proc.stdin, proc.stdout):  # stderr belongs to its reader thread, which ends at its EOF
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

    def _unsolicited(self) -> str | None:
        """A line the engine printed that no request asked for (read now, without waiting), if any."""
        assert self._proc is not None and self._proc.stdout is not None
        fd = self._proc.stdout.fileno()
        while b"\n" not in self._buf and select.select([fd], [], [], 0)[0]:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            self._buf += chunk
        while b"\n" in self._buf:
            line, self._buf = self._buf.split(b"\n", 1)
            text = line.decode("utf-8", "replace").rstrip("\r")
            if text.strip():
                self._stdout_tail.append(_cut(text))
                return text
        return None

    def _exchange(self, message: dict[str, Any], timeout_s: float | None = None) -> dict[str, Any]:
        """Send ``message`` with a new id, read and validate its answer within ``timeout_s`` seconds (default:
        the read timeout). Raises :class:`StdioError` (harness-caught), :class:`EngineReportedError`,
        :class:`UnscriptedDecision` or :class:`Unsupported` (engine-caught), or :class:`EngineTimeout`."""
        cmd = message["cmd"]
        self._next_id += 1
        message = {"cmd": cmd, "id": self._next_id, **{k: v for k, v in message.items() if k != "cmd"}}
        bad = P.problem(message, f"{cmd}.request")
        if bad:  # the harness's own data doesn't fit the protocol: say so, don't send it
            raise StdioError(f"the harness built an invalid {cmd} request {bad} (caught by the harness)")
        if not self._alive():
            raise StdioError(self._died(f"the engine is not running (before {cmd})"))
        stray = self._unsolicited()
        if stray is not None:
            self._broken(f"output answering no request, before the {cmd} request (the engine must print exactly one "
                         "answer per request)")
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
            answer = clean_data(json.loads(raw))
        except (json.JSONDecodeError, RecursionError, ValueError) as e:
            self._broken(f"the answer to {cmd} is not JSON ({str(e)[:200]})")
        if cmd == "hello" and isinstance(answer, dict) and answer.get("protocol") not in (None, P.PROTOCOL):
            return dict(answer)  # another protocol version: said as such by the caller, whatever else is wrong
        if not isinstance(answer, dict) or answer.get("id") != self._next_id:
            got = answer.get("id", "none") if isinstance(answer, dict) else "none"
            self._broken(f"output answering no request: a line whose id is {got}, where the answer to the {cmd} request "
                         f"(id {self._next_id}) was due")
        bad = P.response_problem(cmd, answer)
        if bad and cmd == "hello":  # the engine's declaration is unusable: the run refuses it before any scenario
            self.declaration_problem = f"its hello breaks the protocol schema {bad}"
        if bad:
            self._broken(f"the answer to {cmd} breaks the protocol schema {bad}")
        if self._buf.strip():  # more output arrived with the answer: it answers nothing
            extra = self._buf.split(b"\n", 1)[0].decode("utf-8", "replace")
            self._stdout_tail.append(_cut(extra))
            self._broken(f"output answering no request, after the answer to {cmd} (the engine must print exactly one "
                         "answer per request)")
        if "error" in answer:
            code, text = answer["error"]["code"], answer["error"]["message"]
            if code == "unscripted-decision":
                raise UnscriptedDecision(f"{text} (caught by the engine)")
            if code in ("unsupported", "unsupported-action"):
                raise Unsupported(f"{text} (said by the engine)")
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
            ready, _, _ = select.select([fd], [], [], min(remaining, POLL_S))
            if not ready:
                if self._proc.poll() is not None and not select.select([fd], [], [], 0)[0]:
                    # it exited, and a child it left holds its stdout open: no answer will come
                    raise StdioError(self._died("the engine exited without answering"))
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
        text = self._evidence(f"{what}; {describe_exit(code)} (caught by the harness)")
        self._kill()
        self.deaths_in_a_row += 1
        self._last_death = text
        return text

    def _evidence(self, what: str) -> str:
        if self._stderr is not None and self._proc is not None and self._proc.poll() is not None:
            self._stderr.join(1.0)  # the process is gone: let its last words arrive
        out = " | ".join(self._stdout_tail) or "(nothing)"
        err = " | ".join(self._stderr.lines() if self._stderr else []) or "(nothing)"
        return f"{what}. Last stdout lines: {out}. Stderr tail: {err}"


def _cut(line: str) -> str:
    return line if len(line) <= EVIDENCE_CHARS else line[:EVIDENCE_CHARS] + "..."
