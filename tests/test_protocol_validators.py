"""The stdio protocol's two validators agree (adapters/stdio/protocol.py ``problem``): a message the compiled
validator (fastjsonschema) accepts is one jsonschema accepts, and the reverse, on the messages a real exchange
sends and on each of them broken at every place (a key removed, a value of each JSON type put in, a key added)."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import fastjsonschema
import pytest

from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.adapters.stdio import protocol as P
from mtg_rulings.adapters.stdio.server import Server
from mtg_rulings.model.scenario import Action, Scenario

#: What a broken message gets in place of a value: one of each JSON type.
VALUES: tuple[Any, ...] = (None, True, 3, -1, 1.5, "x", "", [], [1], {}, {"x": 1})
#: Messages of each schema kept to break (the first ones of the exchange), and at most how many broken copies of
#: each are judged (every k-th place, so a large snapshot is broken all along, not only at its start).
PER_SCHEMA = 4
PER_MESSAGE = 400


def _exchange(scenarios: list[Scenario]) -> dict[str, list[Any]]:
    """schema stem -> the messages a real exchange with the served reference engine sends, requests and answers."""
    server = Server(ReferenceEngine())
    messages: dict[str, list[Any]] = defaultdict(list)
    ids = iter(range(1, 10**9))

    def send(request: dict[str, Any]) -> None:
        request = {**request, "id": next(ids)}
        messages[f"{request['cmd']}.request"].append(request)
        response, _ = server.handle(json.dumps(request))
        stem = "error.response" if "error" in response else P.RESPONSE_SCHEMA[request["cmd"]]
        messages[stem].append(response)

    send({"cmd": "hello", "protocol": P.PROTOCOL})
    for s in scenarios:
        send({"cmd": "start", **P.start_request(s.setup, s.decisions, s.id)})
        for step in s.steps:
            if isinstance(step, Action):
                send({"cmd": "act", **P.act_request(step)})
        send({"cmd": "observe"})
        send({"cmd": "explain"})
    send({"cmd": "stop"})
    return messages


def _paths(value: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield at
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*at, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:3]):
            yield from _paths(v, (*at, i))


def _get(message: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        message = message[p]
    return message


def _changed(message: Any, path: tuple[Any, ...], value: Any = None, delete: bool = False) -> Any:
    """A copy of ``message`` with the value at ``path`` replaced by ``value`` (or removed)."""
    copy = json.loads(json.dumps(message))
    if not path:
        return value
    parent = _get(copy, path[:-1])
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return copy


def _broken(message: Any) -> Iterator[Any]:
    """``message`` broken once at each place: each value replaced by one of each JSON type, each key removed, a key
    added to each object."""
    for path in _paths(message):
        value = _get(message, path)
        if isinstance(value, dict):
            yield _changed(message, path, {**value, "not_in_the_protocol": 1})
        if path:
            for v in VALUES:
                yield _changed(message, path, v)
            if isinstance(path[-1], str):
                yield _changed(message, path, delete=True)


def _agree(message: Any, stem: str) -> tuple[bool, bool]:
    fast = True
    try:
        P._fast_validator(stem)(message)
    except fastjsonschema.JsonSchemaException:  # a refusal; any other exception is the validator's crash, not one
        fast = False
    return fast, not any(True for _ in P._validator(stem).iter_errors(message))


@pytest.fixture(scope="module")
def exchange(exported: dict[str, Path]) -> dict[str, list[Any]]:
    folder = exported["json"]
    index = json.loads((folder / "index.json").read_text())
    scenarios = [Scenario.from_dict(json.loads((folder / e["file"]).read_text())) for e in index["scenarios"][::25]]
    return _exchange(scenarios)


def test_a_real_exchange_sends_every_kind_of_message_and_each_is_valid(exchange: dict[str, list[Any]]) -> None:
    assert set(exchange) >= {f"{c}.request" for c in P.COMMANDS} | set(P.RESPONSE_SCHEMA.values())
    for stem, messages in exchange.items():
        for m in messages:
            assert P.problem(m, stem) is None, (stem, m)


def test_both_validators_agree_on_every_broken_message(exchange: dict[str, list[Any]]) -> None:
    judged, refused = 0, 0
    for stem, messages in sorted(exchange.items()):
        for message in messages[:PER_SCHEMA]:
            variants = list(_broken(message))
            for broken in variants[::-(-len(variants) // PER_MESSAGE)]:
                fast, slow = _agree(broken, stem)
                assert fast == slow, (stem, broken, "fastjsonschema " + ("accepts" if fast else "refuses"))
                judged += 1
                refused += not slow
                if not slow:  # a refusal is put in words, at the place jsonschema names
                    assert (P.problem(broken, stem) or "").startswith("at $"), (stem, broken)
    assert judged > 1_000 and 0 < refused < judged  # both verdicts were given many times
