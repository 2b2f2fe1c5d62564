"""Deliberately broken engines, to prove the harness reports each kind of trouble honestly.

Use them as ``--engine tests.fakes:WrongEngine`` and so on.
"""

from __future__ import annotations

import itertools
import os
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


# --- engines that try to take the whole run down (issue 17) --------------------------------------------


class ExitingEngine(ReferenceEngine):
    """Ends its process with exit code 0 on every land play, as a C library calling exit() would."""

    name = "exiting"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            os._exit(0)
        return super().perform(action)


class SegfaultEngine(ReferenceEngine):
    """Crashes the interpreter with SIGSEGV on every land play, as a bug in a compiled extension does."""

    name = "segfault"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            import ctypes

            ctypes.string_at(0)  # reads address 0
        return super().perform(action)


class NativeHangEngine(ReferenceEngine):
    """Loops in native code on every land play: ``sum`` over ``itertools.repeat`` runs in C, holding the GIL
    and never checking for signals, so no Python signal handler (the harness's time limit) runs until it
    ends, hours later, like a compiled extension stuck in a loop."""

    name = "native-hang"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            sum(itertools.repeat(1, 10**13))
        return super().perform(action)


class SwallowingEngine(ReferenceEngine):
    """Waits for a land play's answer in a retry loop that catches every Exception (and logs it), as engine
    code written to "never crash" does."""

    name = "swallowing"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                try:
                    time.sleep(0.05)
                except Exception:  # the point: the harness's time limit must get through this
                    continue
        return super().perform(action)


class SurrogateEngine(ReferenceEngine):
    """Says why it refuses in text holding a lone surrogate (as bytes decoded with surrogateescape are), and
    crashes with one in the message."""

    name = "surrogate"

    def perform(self, action: Action) -> Response:
        answer = super().perform(action)
        if action.kind == "play_land" and not answer.accepted:
            return Response(False, "refus\udcff\udcfe\x00", answer.rule)
        if action.kind == "cast_spell":
            raise RuntimeError("bad byte \udcff in the engine")
        return answer


class BadVersionEngine(ReferenceEngine):
    """Declares its version as a number."""

    name = "bad-version"
    version = 1.5  # type: ignore[assignment]


class BadCapabilitiesEngine(ReferenceEngine):
    """Declares a capability outside the vocabulary and an action kind that doesn't exist."""

    name = "bad-capabilities"
    capabilities = frozenset({"counters", "time-travel"})
    action_kinds = frozenset({"play_land", "teleport"})


class LaxEngine(ReferenceEngine):
    """Says yes to every action, even one the rules forbid (what the reference engine refuses, it accepts)."""

    name = "lax"

    def perform(self, action: Action) -> Response:
        answer = super().perform(action)
        return answer if answer.accepted else Response(True)
