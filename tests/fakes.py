"""Deliberately broken engines, to prove the harness reports each kind of trouble honestly.

Use them as ``--engine tests.fakes:WrongEngine`` and so on.
"""

from __future__ import annotations

import itertools
import os
import time
from unittest import mock

from adapters.contract import Unsupported
from adapters.reference import ReferenceEngine
from adapters.scenario import ACTION_KINDS, Action, Decision, Response, Setup, Snapshot


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


# --- engines each built to get one ruling wrong (tests/test_verdicts.py proves the corpus catches each) ---


class StackWithoutCharacteristicsEngine(ReferenceEngine):
    """Reports spells on the stack without their subtypes and Adventure, as if they had none (what this
    suite's own snapshot once did)."""

    name = "stack-without-characteristics"

    def observe(self) -> Snapshot:
        snapshot = super().observe()
        for item in snapshot.stack:
            if item.kind == "spell":
                item.subtypes, item.adventure = [], None
        return snapshot


class ControllerBlindDoublerEngine(ReferenceEngine):
    """Applies "triggers an additional time" effects (603.2d) whatever entered and whoever controls it."""

    name = "controller-blind-doubler"

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        super().start(setup, decisions)
        game = self._game()
        game._multiplies = lambda a, m, source, cause: a.affects(game, source, m)  # type: ignore[method-assign]


class NoRewindEngine(ReferenceEngine):
    """Doesn't reverse an action that fails midway (732.1): what a cast did before it failed stands."""

    name = "no-rewind"

    def perform(self, action: Action) -> Response:
        with mock.patch("reference_engine.rewind.restore", lambda saved: None), \
                mock.patch("adapters.reference.restore", lambda saved: None):
            return super().perform(action)


class GenericTargetRuleEngine(ReferenceEngine):
    """Refuses every illegal target by the general rule on targets (115.1), whatever forbids it."""

    name = "generic-target-rule"

    def perform(self, action: Action) -> Response:
        response = super().perform(action)
        if not response.accepted and response.rule.startswith("702."):
            response.rule = "115.1"
        return response
