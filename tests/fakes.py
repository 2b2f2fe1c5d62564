"""Deliberately broken engines, to prove the harness reports each kind of trouble honestly.

Use them as ``--engine tests.fakes:WrongEngine`` and so on.
"""

from __future__ import annotations

import time

from adapters.reference import ReferenceEngine
from adapters.scenario import Action, Response, Snapshot


class WrongEngine(ReferenceEngine):
    """Answers like the reference engine but forgets every triggered ability it put on the stack."""

    name = "wrong"

    def observe(self) -> Snapshot:
        snapshot = super().observe()
        snapshot.triggered = snapshot.triggered[:1]
        return snapshot


class CrashingEngine(ReferenceEngine):
    """Crashes on every land play."""

    name = "crashing"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            raise RuntimeError("segfault-like crash inside the engine")
        return super().perform(action)


class HangingEngine(ReferenceEngine):
    """Never answers a land play."""

    name = "hanging"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            time.sleep(60)
        return super().perform(action)


class BlindEngine(ReferenceEngine):
    """Can't report triggered abilities, and says so."""

    name = "blind"
    capabilities = ReferenceEngine.capabilities - {"trigger-events"}
