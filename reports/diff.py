"""Differences of one engine run from what was expected of it: a baseline file or a previous run.

:func:`load_expected` reads either a ``results.json`` (format ``rulings-results/4``, ``/3``, ``/2`` or ``/1``: the expected status
of each scenario is its status in that run) or a baseline file (``rulings-baseline/2`` or ``/1``, read by
:mod:`mtg_rulings.reports.baseline`). Each scenario is classed by :func:`mtg_rulings.reports.baseline.classify_status`, the one
definition of ``regression``, ``fixed``, ``unchanged``, ``new`` and ``removed``; this module only orders
and shapes the result for the report's pages.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema

from mtg_rulings.model.results import OLD_FORMATS, RESULTS_FORMAT, Results, require_complete
from mtg_rulings.model.sanitize import read_json
from mtg_rulings.reports.baseline import BASELINE_FORMAT, OLD_BASELINE_FORMATS, Baseline, classify_status

DIFF_CLASSES: tuple[str, ...] = ("regression", "fixed", "new", "removed", "unchanged")


@dataclass(frozen=True)
class Expected:
    """What a run is compared with: ``statuses`` maps scenario id to status; ``source`` names the file."""

    engine: str
    source: str
    statuses: dict[str, str]


@dataclass(frozen=True)
class StatusChange:
    """One scenario's class; ``was`` / ``now`` are statuses (``None`` where the scenario is absent)."""

    id: str
    klass: str
    was: str | None
    now: str | None


def load_expected(path: Path) -> Expected:
    """Read a results.json of a complete run, or a baseline file. Raises ``ValueError`` for anything else
    (:class:`mtg_rulings.model.sanitize.BadInput` for an unreadable file, :class:`mtg_rulings.model.results.IncompleteRun`)."""
    data: Any = read_json(path)
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a JSON object")
    if data.get("format") in (RESULTS_FORMAT, *OLD_FORMATS):
        try:
            run = require_complete(Results.from_dict(data), path)
        except jsonschema.ValidationError as e:
            raise ValueError(f"{path}: not a valid {data['format']} file: {e.message}") from None
        return Expected(run.run_info.engine, str(path), {r.id: r.status for r in run.results})
    if data.get("format") in (BASELINE_FORMAT, *OLD_BASELINE_FORMATS):
        try:
            baseline = Baseline.from_dict(data)
        except jsonschema.ValidationError as e:
            raise ValueError(f"{path}: not a valid baseline: {e.message}") from None
        return Expected(baseline.engine, str(path), {k: v.status for k, v in baseline.expectations.items()})
    raise ValueError(f"{path}: neither {RESULTS_FORMAT} nor {BASELINE_FORMAT}")


def compare(run: Results, expected: Expected) -> list[StatusChange]:
    """Every scenario of the run and of the expectation, classed; sorted by class order, then id."""
    now = {r.id: r.status for r in run.results}
    out = [StatusChange(sid, classify_status(expected.statuses.get(sid), now.get(sid)), expected.statuses.get(sid),
                      now.get(sid)) for sid in sorted(now.keys() | expected.statuses.keys())]
    order = {k: i for i, k in enumerate(DIFF_CLASSES)}
    return sorted(out, key=lambda d: (order[d.klass], d.id))
