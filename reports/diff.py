"""Differences of one engine run from what was expected of it: a baseline file or a previous run.

This is the report's only coupling to baselines. :func:`load_expected` reads either a ``results.json``
(format ``rulings-results/1``: the expected status of each scenario is its status in that run) or a
baseline file (any JSON object with an ``engine`` and a ``scenarios`` (or ``expected``) mapping of
scenario id to a status string or to an object with a ``status``). When the baseline module of the
adapters branch lands, point :func:`load_expected` at it; :func:`compare` stays as it is.

Classes (as in the design's contract): ``regression`` (expected to pass, doesn't), ``fixed`` (expected
not to pass, passes), ``unchanged`` (same side of passing; ``was`` shows a different non-passing status),
``new`` (no expectation), ``removed`` (expected, but not in the run).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reports.results import RESULTS_FORMAT, Results

DIFF_CLASSES: tuple[str, ...] = ("regression", "fixed", "new", "removed", "unchanged")


@dataclass(frozen=True)
class Expected:
    """What a run is compared with: ``statuses`` maps scenario id to status; ``source`` names the file."""

    engine: str
    source: str
    statuses: dict[str, str]


@dataclass(frozen=True)
class Difference:
    """One scenario's class; ``was`` / ``now`` are statuses (``None`` where the scenario is absent)."""

    id: str
    klass: str
    was: str | None
    now: str | None


def load_expected(path: Path) -> Expected:
    """Read a results.json or a baseline file. Raises ``ValueError`` for anything else."""
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        raise ValueError(f"{path}: not a readable JSON file: {e}") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a JSON object")
    if data.get("format") == RESULTS_FORMAT:
        run = Results.from_dict(data)
        return Expected(run.run_info.engine, str(path), {r.id: r.status for r in run.results})
    table = data.get("scenarios", data.get("expected"))
    if not isinstance(data.get("engine"), str) or not isinstance(table, dict):
        raise ValueError(f"{path}: neither {RESULTS_FORMAT} nor a baseline (an 'engine' and a 'scenarios' mapping)")
    statuses = {}
    for sid, value in table.items():
        status = value.get("status") if isinstance(value, dict) else value
        if not isinstance(status, str):
            raise ValueError(f"{path}: scenario {sid!r} has no status")
        statuses[str(sid)] = status
    return Expected(data["engine"], str(path), statuses)


def compare(run: Results, expected: Expected) -> list[Difference]:
    """Every scenario of the run and of the expectation, classed; sorted by class order, then id."""
    now = {r.id: r.status for r in run.results}
    out = []
    for sid in sorted(now.keys() | expected.statuses.keys()):
        was, cur = expected.statuses.get(sid), now.get(sid)
        if was is None:
            klass = "new"
        elif cur is None:
            klass = "removed"
        elif (was == "passed") == (cur == "passed"):
            klass = "unchanged"
        else:
            klass = "fixed" if cur == "passed" else "regression"
        out.append(Difference(sid, klass, was, cur))
    order = {k: i for i, k in enumerate(DIFF_CLASSES)}
    return sorted(out, key=lambda d: (order[d.klass], d.id))
