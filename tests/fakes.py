"""Deliberately broken engines, to prove the harness reports each kind of trouble honestly.

Use them as ``--engine tests.fakes:WrongEngine`` and so on.
"""

from __future__ import annotations

import time

from adapters.contract import Unsupported
from adapters.reference import ReferenceEngine
from adapters.scenario import ACTION_KINDS, Action, Response, Snapshot


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


class PanickingEngine(ReferenceEngine):
    """Raises a BaseException that is not an Exception on every land play, as a Rust panic does
    (pyo3's PanicException derives from BaseException)."""

    name = "panicking"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            raise Panic("thread '<unnamed>' panicked at src/game.rs:1:1")
        return super().perform(action)


class Panic(BaseException):
    """Stands in for pyo3_runtime.PanicException."""


class LimitedEngine(ReferenceEngine):
    """Knows every action kind but putting cards onto the battlefield, and says so by its action kinds."""

    name = "limited"
    action_kinds = frozenset(ACTION_KINDS) - {"put_onto_battlefield"}
    capabilities = ReferenceEngine.capabilities


class RefusingEngine(ReferenceEngine):
    """Finds out only while running that it can't cast spells, and raises Unsupported."""

    name = "refusing"

    def perform(self, action: Action) -> Response:
        if action.kind == "cast_spell":
            raise Unsupported("casting spells")
        return super().perform(action)


class AnnotatingEngine(WrongEngine):
    """WrongEngine with a failure note, as the phase adapter adds its parser's gaps."""

    name = "annotating"

    def failure_notes(self) -> list[str]:
        return ["the engine's parser dropped something"]
