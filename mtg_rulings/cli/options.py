"""Option types shared by the ``rulings`` commands: values refused at the command line, naming the option."""

from __future__ import annotations

import math
from typing import Any

import click


class Seconds(click.ParamType):
    """A time limit in seconds: a positive, finite number (``-1``, ``0``, ``nan`` and ``inf`` are usage errors:
    a limit that is never reached, or always, would make every verdict meaningless)."""

    name = "seconds"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        if isinstance(value, float) and math.isfinite(value) and value > 0:
            return value
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        if not math.isfinite(seconds) or seconds <= 0:
            self.fail(f"{value!r}: a time limit must be a positive, finite number of seconds", param, ctx)
        return seconds


SECONDS = Seconds()
