"""Shared by the misbehaving stdio test engines: the reference engine served over the protocol, with a hook
that may misbehave on one request before it is answered."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.adapters.stdio.server import Server

Hook = Callable[[dict[str, Any]], None]


def run(hook: Hook, rewrite: Callable[[dict[str, Any], dict[str, Any]], dict[str, Any]] | None = None) -> None:
    """Serve stdin/stdout; call ``hook(request)`` before each request is handled, and let ``rewrite``
    change an answer before it is sent."""
    server = Server(ReferenceEngine())
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        hook(request)
        answer, stop = server.handle(line)
        if rewrite is not None:
            answer = rewrite(request, answer)
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
        if stop:
            return


def acts(request: dict[str, Any], kind: str) -> bool:
    """Whether ``request`` is an ``act`` request with an action of ``kind``."""
    return request.get("cmd") == "act" and request.get("action", {}).get("kind") == kind
