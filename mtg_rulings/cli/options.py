"""Option types shared by the ``rulings`` commands: values refused at the command line, naming the option."""

from __future__ import annotations

import math
from typing import Any

import click

#: The shortest time limit accepted, in seconds. Below it the limit measures the harness (a timer, a worker's
#: pipe, a context switch on a busy CI machine), not the engine: every scenario would time out whatever it did.
MIN_SECONDS = 0.01
#: The longest, in seconds (one day): no scenario or case is meant to run longer, a CI job is killed well before,
#: and a larger number overflows the waits it feeds (``threading`` refuses timeouts over ``TIMEOUT_MAX``; the
#: watchdog and a stdio engine's hello wait are multiples of it).
MAX_SECONDS = 86400.0


class Seconds(click.ParamType):
    """A time limit in seconds: a finite number from :data:`MIN_SECONDS` to :data:`MAX_SECONDS` (``-1``, ``0``,
    ``1e-300``, ``nan`` and ``inf`` are usage errors, exit 2, naming the option and the bounds: a limit that is
    never reached, or always, would make every verdict meaningless)."""

    name = "seconds"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a number of seconds (from {MIN_SECONDS:g} to {MAX_SECONDS:g})", param, ctx)
        if not (math.isfinite(seconds) and MIN_SECONDS <= seconds <= MAX_SECONDS):
            self.fail(f"{value!r}: a time limit must be a number of seconds from {MIN_SECONDS:g} to {MAX_SECONDS:g}",
                      param, ctx)
        return seconds


SECONDS = Seconds()
