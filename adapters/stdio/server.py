"""Any in-process :class:`~adapters.contract.Engine` behind the ``rulings-stdio/2`` protocol.

``rulings serve`` runs :func:`serve` on the reference engine; a Python engine author can serve their own
adapter the same way (``rulings serve --engine mypackage.adapter:MyEngine``). Every request is validated
against its schema; a bad one gets a structured error and the server keeps serving.
"""

from __future__ import annotations

import json
from typing import Any, TextIO

from adapters import contract
from adapters.contract import Engine, UnscriptedDecision
from adapters.stdio import protocol as P


class Server:
    """Answers one request at a time for ``engine``; see :meth:`handle`."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.started = False

    def handle(self, line: str) -> tuple[dict[str, Any], bool]:
        """The response to one request line, and whether to stop after sending it."""
        try:
            msg = json.loads(line)
        except json.JSONDecodeError as e:
            return P.error("bad-request", f"not JSON: {e}"), False
        cmd = msg.get("cmd") if isinstance(msg, dict) else None
        if cmd not in P.COMMANDS:
            return P.error("unknown-command", f"unknown command {cmd!r}; known: {', '.join(P.COMMANDS)}"), False
        bad = P.problem(msg, f"{cmd}.request")
        if bad:
            return P.error("bad-request", f"invalid {cmd} request {bad}"), False
        try:
            return self._dispatch(cmd, msg), cmd == "stop"
        except UnscriptedDecision as e:
            return P.error("unscripted-decision", str(e)), False
        except Exception as e:  # the engine's own failure, reported as such (caught by the engine)
            unsupported = getattr(contract, "Unsupported", None)  # the contract's "adapter can't do this", if any
            if unsupported is not None and isinstance(e, unsupported):
                return P.error("unsupported", str(e)), False
            return P.error("internal", f"{type(e).__name__}: {e}"), False

    def _dispatch(self, cmd: str, msg: dict[str, Any]) -> dict[str, Any]:
        e = self.engine
        if cmd == "hello":
            hello: dict[str, Any] = {"protocol": P.PROTOCOL, "name": e.name, "version": str(e.version),
                                     "capabilities": sorted(e.capabilities), "explain": True}
            for attr in ("action_kinds", "check_kinds"):  # when the engine contract has them
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
            return {"snapshot": e.observe().to_dict()}
        return {"trace": e.explain()}  # explain


def serve(engine: Engine, stdin: TextIO, stdout: TextIO) -> int:
    """Serve requests from ``stdin`` until ``stop`` or end of input; return the exit code (0)."""
    server = Server(engine)
    try:
        for line in stdin:
            if not line.strip():
                continue
            response, stop = server.handle(line)
            stdout.write(json.dumps(response, separators=(",", ":")) + "\n")
            stdout.flush()
            if stop:
                break
    finally:
        engine.close()
    return 0
