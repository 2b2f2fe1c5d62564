"""Any in-process :class:`~mtg_rulings.adapters.contract.Engine` behind the ``rulings-stdio/4`` protocol.

``rulings serve`` runs :func:`serve` on the reference engine; a Python engine author can serve their own
adapter the same way (``rulings serve --engine mypackage.adapter:MyEngine``). Every request is validated
against its schema; a bad one gets a structured error and the server keeps serving, whatever the bytes:
not UTF-8, not JSON, nested too deeply, integers too long, a line longer than :data:`MAX_REQUEST_BYTES`.
Each answer carries the ``id`` of its request (``null`` when the request's id can't be read).
"""

from __future__ import annotations

import json
from typing import IO, Any

from mtg_rulings.adapters.contract import Engine, UnscriptedDecision, Unsupported
from mtg_rulings.adapters.stdio import protocol as P
from mtg_rulings.model.sanitize import BadInput, clean_data, parse_json

MAX_REQUEST_BYTES = 16 * 1024 * 1024


class Server:
    """Answers one request at a time for ``engine``; see :meth:`handle`."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.started = False

    def handle(self, line: str | bytes) -> tuple[dict[str, Any], bool]:
        """The response to one request line, and whether to stop after sending it. Never raises for
        anything in the request or anything the engine does."""
        try:
            msg = parse_json(line)
        except BadInput as e:
            return {"id": None, **P.error("bad-request", f"{e}")}, False
        request_id = msg.get("id") if isinstance(msg, dict) else None
        request_id = request_id if isinstance(request_id, int) and not isinstance(request_id, bool) else None
        answer, stop = self._answer(msg)
        return {"id": request_id, **answer}, stop

    def _answer(self, msg: Any) -> tuple[dict[str, Any], bool]:
        if not isinstance(msg, dict):
            kind = {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(type(msg), "a number")
            return P.error("bad-request", f"a request is a JSON object with a \"cmd\", not {kind}"), False
        cmd = msg.get("cmd")
        if cmd not in P.COMMANDS:
            return P.error("unknown-command", f"unknown command {str(cmd)[:80]!r}; known: {', '.join(P.COMMANDS)}"), False
        bad = P.problem(msg, f"{cmd}.request")
        if bad:
            return P.error("bad-request", f"invalid {cmd} request {bad[:500]}"), False
        try:
            return self._dispatch(cmd, msg), cmd == "stop"
        except UnscriptedDecision as e:
            return P.error("unscripted-decision", str(e)), False
        except Unsupported as e:
            return P.error("unsupported", str(e)), False
        except (LookupError, ValueError) as e:  # a valid request naming what the game doesn't have: the client's mistake
            return P.error("bad-request", f"the request can't be played: {type(e).__name__}: {e}"), False
        except Exception as e:  # the engine's own failure, reported as such (caught by the engine)
            return P.error("internal", f"{type(e).__name__}: {e}"), False

    def _dispatch(self, cmd: str, msg: dict[str, Any]) -> dict[str, Any]:
        e = self.engine
        if cmd == "hello":
            hello: dict[str, Any] = {"protocol": P.PROTOCOL, "name": e.name, "version": str(e.version),
                                     "capabilities": sorted(e.capabilities), "explain": True}
            for attr in ("action_kinds", "check_kinds"):
                kinds = getattr(e, attr, None)
                if kinds is not None:
                    hello[attr] = sorted(kinds)
            return hello
        if cmd == "stop":
            return {"ok": True}
        if cmd == "start":
            e.start(P.setup_from_message(msg["setup"]), [P.decision_from_message(d) for d in msg["decisions"]])
            self.started = True
            return {"ok": True}
        if not self.started:
            return P.error("not-started", f"{cmd} before start")
        if cmd == "act":
            return P.response_to_message(e.perform(P.action_from_message(msg["action"])))
        if cmd == "observe":
            return {"snapshot": clean_data(e.observe().to_dict())}
        return {"trace": e.explain()}  # explain


def _lines(stdin: IO[bytes]) -> Any:
    """Request lines as bytes; a line longer than :data:`MAX_REQUEST_BYTES` is read through to its end and
    given as ``None`` (answered with an error, never held in memory)."""
    while True:
        line = stdin.readline(MAX_REQUEST_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_REQUEST_BYTES and not line.endswith(b"\n"):
            while line and not line.endswith(b"\n"):
                line = stdin.readline(MAX_REQUEST_BYTES)
            yield None
            continue
        yield line


def serve(engine: Engine, stdin: IO[bytes], stdout: IO[str]) -> int:
    """Serve requests from ``stdin`` (bytes) until ``stop`` or end of input; return the exit code (0)."""
    server = Server(engine)
    try:
        for line in _lines(stdin):
            if line is None:
                response, stop = P.error("bad-request", f"a request line longer than {MAX_REQUEST_BYTES} bytes"), False
                response = {"id": None, **response}
            elif not line.strip():
                continue
            else:
                response, stop = server.handle(line)
            stdout.write(json.dumps(response, separators=(",", ":")) + "\n")
            stdout.flush()
            if stop:
                break
    finally:
        engine.close()
    return 0
