"""Option types shared by the ``rulings`` commands: values refused at the command line, naming the option."""

from __future__ import annotations

from typing import Any

import click

from mtg_rulings.adapters.harness import read_time_limit


class Seconds(click.ParamType):
    """A time limit in seconds, as :func:`mtg_rulings.adapters.harness.read_time_limit` reads it: a number from 0.01 to
    86,400 (``-1``, ``0``, ``1e-300``, ``nan``, ``inf`` and a week are usage errors, exit 2, naming the option and
    the bounds: a limit that is never reached, or always, would make every verdict meaningless)."""

    name = "seconds"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        try:
            return read_time_limit(value)
        except ValueError as e:
            self.fail(str(e), param, ctx)


SECONDS = Seconds()
