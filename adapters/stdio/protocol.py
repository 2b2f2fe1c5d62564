"""The ``rulings-stdio/4`` protocol: its messages, their JSON Schemas, and validation.

One JSON object per line (UTF-8, ``\\n``-terminated) in each direction; the harness writes a request to
the engine's stdin, the engine writes exactly one response line to its stdout. Requests carry ``cmd``:
``hello``, ``start``, ``act``, ``observe``, ``explain``, ``stop``. Any response may instead be a
structured error ``{"error": {"code", "message"}}``. The schemas are the files in ``schema/``; the
prose is ``docs/protocol.md``.
"""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from functools import cache
from pathlib import Path
from typing import Any

import fastjsonschema
import jsonschema
from referencing import Registry, Resource

from mtg_rulings.model.scenario import Action, CardSpec, Decision, PlayerSetup, Response, Setup, Snapshot, action_dict

PROTOCOL = "rulings-stdio/4"
SCHEMA_DIR = Path(__file__).parent / "schema"
COMMANDS: tuple[str, ...] = ("hello", "start", "act", "observe", "explain", "stop")
#: The schema (file stem) of the successful answer to each command.
RESPONSE_SCHEMA: dict[str, str] = {"hello": "hello.response", "start": "ok.response", "act": "act.response",
                                   "observe": "observe.response", "explain": "explain.response",
                                   "stop": "ok.response"}
ERROR_CODES: tuple[str, ...] = ("bad-request", "unknown-command", "not-started", "unscripted-decision",
                                "unsupported-action", "unsupported", "internal")


@cache
def _registry() -> tuple[Registry, dict[str, dict[str, Any]]]:
    schemas = {p.name.removesuffix(".schema.json"): json.loads(p.read_text(encoding="utf-8"))
               for p in sorted(SCHEMA_DIR.glob("*.schema.json"))}
    registry: Registry = Registry().with_resources(
        (s["$id"], Resource.from_contents(s)) for s in schemas.values())
    return registry, schemas


@cache
def _validator(stem: str) -> jsonschema.protocols.Validator:
    registry, schemas = _registry()
    schema = schemas[stem]
    cls = jsonschema.validators.validator_for(schema)
    return cls(schema, registry=registry)


@cache
def _fast_validator(stem: str) -> Any:
    """Schema ``stem`` compiled (fastjsonschema), its references to the other schemas resolved by their ``$id``.
    Formats are not asserted, as jsonschema doesn't by default."""
    _, schemas = _registry()
    by_id = {s["$id"]: s for s in schemas.values()}
    return fastjsonschema.compile(schemas[stem], handlers={"https": by_id.__getitem__}, use_formats=False)


def schema_names() -> list[str]:
    """Every message schema, by file stem (``act.request``, ``act.response``, ...)."""
    return sorted(_registry()[1])


def problem(message: Any, stem: str) -> str | None:
    """``None`` if ``message`` is valid against schema ``stem``, else the first problem in words
    (``at $.action.kind: 3 is not of type 'string'``).

    Every message of a run is checked, on both sides: a valid one by the compiled validator (about a twentieth of
    jsonschema's time, which was a third of a run's CPU over stdio), an invalid one again by jsonschema, for its
    words. Should the two ever disagree on a message the compiled one refuses, its own words are the problem:
    a refusal is never dropped."""
    try:
        _fast_validator(stem)(message)
        return None
    except fastjsonschema.JsonSchemaException as fast:
        refused = fast
    errors = sorted(_validator(stem).iter_errors(message), key=lambda e: list(e.absolute_path))
    if not errors:
        return f"at $: {refused.message}"
    e = errors[0]
    where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in e.absolute_path)
    return f"at {where}: {e.message}"


def response_problem(cmd: str, message: Any) -> str | None:
    """``None`` if ``message`` is a valid answer to ``cmd`` (its own response, or an error)."""
    if isinstance(message, dict) and "error" in message:
        return problem(message, "error.response")
    return problem(message, RESPONSE_SCHEMA[cmd])


# --- data model <-> messages ---------------------------------------------------------------------


def _known(cls: type, data: dict[str, Any]) -> dict[str, Any]:
    """The entries of ``data`` that are fields of dataclass ``cls`` (unknown keys are ignored)."""
    names = {f.name for f in fields(cls)}
    return {k: v for k, v in data.items() if k in names}


def start_request(setup: Setup, decisions: list[Decision], scenario: str | None = None) -> dict[str, Any]:
    msg: dict[str, Any] = {"cmd": "start", "setup": asdict(setup), "decisions": [asdict(d) for d in decisions]}
    if scenario:
        msg["scenario"] = scenario
    return msg


def act_request(action: Action) -> dict[str, Any]:
    return {"cmd": "act", "action": action_dict(action)}


def setup_from_message(data: dict[str, Any]) -> Setup:
    """A :class:`Setup` from a valid ``start`` request's ``setup``."""
    players = []
    for p in data["players"]:
        zones = {z: [CardSpec(**_known(CardSpec, c)) for c in p.get(z, [])]
                 for z in ("library", "hand", "graveyard", "exile", "battlefield")}
        players.append(PlayerSetup(**{**_known(PlayerSetup, p), **zones}))
    return Setup(**{**_known(Setup, data), "players": players})


def action_from_message(data: dict[str, Any]) -> Action:
    """An :class:`Action` from a valid ``act`` request's ``action``, with its ``during`` actions, if the data
    model has them (unknown keys are ignored)."""
    kw = _known(Action, data)
    if "during" in kw:
        kw["during"] = [action_from_message(a) for a in kw["during"]]
    return Action(**kw)


def response_to_message(response: Response) -> dict[str, Any]:
    """An ``act`` answer for ``response`` (with the answers to its ``during`` actions, if any)."""
    out: dict[str, Any] = {"accepted": response.accepted}
    if not response.accepted:
        out["reason"] = response.reason or "rejected"
    if response.rule:
        out["rule"] = response.rule
    during = getattr(response, "during", None)
    if during:
        out["during"] = [response_to_message(r) for r in during]
    return out


def response_from_message(data: dict[str, Any]) -> Response:
    """A :class:`Response` from a valid ``act`` answer."""
    kw: dict[str, Any] = {"accepted": data["accepted"], "reason": data.get("reason", ""), "rule": data.get("rule", "")}
    if "during" in {f.name for f in fields(Response)}:
        kw["during"] = [response_from_message(r) for r in data.get("during", [])]
    return Response(**kw)


def decision_from_message(data: dict[str, Any]) -> Decision:
    return Decision(**_known(Decision, data))


def snapshot_from_message(data: dict[str, Any]) -> Snapshot:
    """A :class:`Snapshot` from a valid ``observe`` response's ``snapshot`` (extra keys ignored; a key left out
    is a field the engine did not report, :data:`mtg_rulings.model.scenario.MISSING`)."""
    return Snapshot.from_dict(data)


def error(code: str, message: str, **detail: Any) -> dict[str, Any]:
    """A structured error response."""
    err: dict[str, Any] = {"code": code, "message": message}
    if detail:
        err["detail"] = detail
    return {"error": err}
