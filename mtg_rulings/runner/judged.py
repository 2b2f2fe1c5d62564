"""A run that judged nothing is not green.

A scenario is *judged* when the engine's result decides it: ``passed`` or ``failed``. ``unsupported`` and
``pending`` scenarios are counted but not judged (the engine declared it can't run them, or the suite
can't run them yet); ``errored`` and ``timeout`` already fail the run. A run in which no scenario was
judged says so and exits :data:`NOTHING_JUDGED` (6) instead of 0: without it, CI can't tell "all passed"
from "the engine declared nothing and every scenario was unsupported".

Wraps ``rulings run`` (outermost, after the baseline options: mtg_rulings/cli/app.py registers it last), and gives
:func:`judged_line`, the "judged N of M" line every summary prints.
"""

from __future__ import annotations

import inspect
import json
import sys
from pathlib import Path
from typing import Any

import click

from mtg_rulings.model.results import STATUSES

#: Exit code of a run in which no scenario was judged (none passed or failed), when nothing else failed.
NOTHING_JUDGED = 6
JUDGED = ("passed", "failed")


def judged_line(summary: dict[str, int]) -> str:
    """``"judged 609 of 639 (passed or failed; 30 pending, 0 unsupported not judged)"``, from a status count."""
    total = sum(summary.get(s, 0) for s in STATUSES)  # a summary also holds counts that aren't statuses (causes)
    judged = sum(summary.get(s, 0) for s in JUDGED)
    return (f"judged {judged} of {total} (passed or failed; {summary.get('pending', 0)} pending, "
            f"{summary.get('unsupported', 0)} unsupported not judged)")


def _nothing_judged(results: Path) -> dict[str, int] | None:
    """The status count of ``results`` when it is a complete run that judged no scenario, else None."""
    try:
        data = json.loads(results.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    summary = data.get("summary") if isinstance(data, dict) else None
    if not isinstance(summary, dict) or data.get("complete") is not True \
            or not sum(summary.get(s, 0) for s in STATUSES):
        return None
    return summary if not any(summary.get(s, 0) for s in JUDGED) else None


def _extend_run(run: click.Command) -> None:
    original = run.callback
    assert original is not None

    def callback(**kwargs: Any) -> None:
        try:
            original(**kwargs)
            code = 0
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        if code == 0:
            summary = _nothing_judged(Path(kwargs["out"]) / "results.json")
            if summary is not None:
                click.echo(f"rulings: NOTHING JUDGED: {judged_line(summary)}; the engine decided no scenario, "
                           f"so the run is not green (exit {NOTHING_JUDGED})", err=True)
                code = NOTHING_JUDGED
        sys.exit(code)

    run.callback = callback
    run.help = inspect.cleandoc(run.help or "") + (f"\n\nExit {NOTHING_JUDGED} when no scenario was judged (none "
                                                   "passed or failed: every one unsupported or pending).")


def register(main: click.Group) -> None:
    _extend_run(main.commands["run"])
