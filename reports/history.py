"""The history file: one JSON line per engine run (format ``rulings-history/1``).

Each line is ``{"format": "rulings-history/1", "run_info": {...}, "summary": {...},
"statuses": {scenario id: status}}``. A run is identified by its engine and ``started_at``; appending a
run that is already there does nothing, so re-rendering a report with ``--history`` is idempotent; an
incomplete run (``"complete": false``) is not appended.
Appending rewrites the file atomically (old lines, then the new ones).

From the history the report takes, per engine, the pass count over time (:func:`pass_series`, drawn by
:func:`svg_plot`) and, per scenario, when its status last changed (:func:`last_changes`).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from mtg_rulings.model.files import read_input
from mtg_rulings.model.results import Results, write_atomic
from mtg_rulings.model.sanitize import MAX_FILE_BYTES, parse_json

HISTORY_FORMAT = "rulings-history/1"


@dataclass(frozen=True)
class Entry:
    """One run in the history. ``started_at`` is ISO 8601; ``statuses`` maps scenario id to status."""

    engine: str
    engine_version: str
    started_at: str
    summary: dict[str, int]
    statuses: dict[str, str]

    @property
    def key(self) -> tuple[str, str]:
        return (self.engine, self.started_at)


@dataclass(frozen=True)
class Change:
    """A scenario's status on one engine changed from ``was`` to ``now`` in the run started at ``at``."""

    at: str
    was: str
    now: str


def entry_of(run: Results) -> Entry:
    return Entry(run.run_info.engine, run.run_info.engine_version, run.run_info.started_at, run.summary(),
                 {r.id: r.status for r in run.results})


def _line(run: Results) -> str:
    return json.dumps({"format": HISTORY_FORMAT, "run_info": asdict(run.run_info), "summary": run.summary(),
                       "statuses": {r.id: r.status for r in sorted(run.results, key=lambda r: r.id)}},
                      ensure_ascii=False, separators=(",", ":"))


def load_history(path: Path) -> list[Entry]:
    """The runs in ``path`` in file order ([] if it doesn't exist). Raises ``ValueError`` naming a bad line."""
    if not path.exists():
        return []
    out = []
    raw = read_input(path, MAX_FILE_BYTES)  # InputRefused (a ValueError) names the file
    for n, line in enumerate(raw.splitlines(), 1):
        if not line.strip():
            continue
        try:
            data: Any = parse_json(line)
            if data.get("format") != HISTORY_FORMAT:
                raise ValueError(f"format is not {HISTORY_FORMAT}")
            info = data["run_info"]
            out.append(Entry(str(info["engine"]), str(info.get("engine_version", "")), str(info["started_at"]),
                             {str(k): int(v) for k, v in data["summary"].items()},
                             {str(k): str(v) for k, v in data["statuses"].items()}))
        except (ValueError, KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"{path}:{n}: not a history line ({e})") from None
    return out


def append_runs(path: Path, runs: list[Results]) -> int:
    """Append each complete run not already in ``path``; return how many were appended. An incomplete run
    (interrupted, its test process dead) is never appended: its counts would read as a regression."""
    known = {e.key for e in load_history(path)}
    new = []
    for run in runs:
        if not run.complete:
            continue
        key = (run.run_info.engine, run.run_info.started_at)
        if key not in known:
            known.add(key)
            new.append(_line(run))
    if new:
        old = path.read_text(encoding="utf-8") if path.exists() else ""
        if old and not old.endswith("\n"):
            old += "\n"
        write_atomic(path, old + "\n".join(new) + "\n")
    return len(new)


def by_engine(history: list[Entry]) -> dict[str, list[Entry]]:
    """The runs of each engine, oldest first (by ``started_at``)."""
    out: dict[str, list[Entry]] = {}
    for e in sorted(history, key=lambda e: e.started_at):
        out.setdefault(e.engine, []).append(e)
    return out


def pass_series(entries: list[Entry]) -> list[tuple[str, int, int]]:
    """``(started_at, passed, total)`` for each run of one engine, oldest first."""
    return [(e.started_at, e.summary.get("passed", 0), sum(e.summary.values())) for e in entries]


def last_changes(entries: list[Entry]) -> dict[str, Change]:
    """For each scenario of one engine's runs (oldest first), the last run in which its status changed.

    A scenario whose status never changed across the runs it appears in has no entry.
    """
    last_status: dict[str, str] = {}
    changes: dict[str, Change] = {}
    for e in entries:
        for sid, status in e.statuses.items():
            was = last_status.get(sid)
            if was is not None and was != status:
                changes[sid] = Change(e.started_at, was, status)
            last_status[sid] = status
    return changes


def svg_plot(series: list[tuple[str, int, int]], width: int = 240, height: int = 60) -> str:
    """A small inline SVG of passed (line) against total (grey line) per run; plain numbers only.

    The output holds no text from the runs but numbers, so it is safe to insert as markup; dates go in
    ``<title>`` elements escaped by the caller's template when shown as text elsewhere.
    """
    if not series:
        return ""
    top = max(max(t for _, _, t in series), 1)
    pad = 4
    n = len(series)

    def xy(i: int, v: int) -> str:
        x = pad + (width - 2 * pad) * (i / (n - 1) if n > 1 else 0.5)
        y = height - pad - (height - 2 * pad) * v / top
        return f"{x:.1f},{y:.1f}"

    passed = " ".join(xy(i, p) for i, (_, p, _) in enumerate(series))
    total = " ".join(xy(i, t) for i, (_, _, t) in enumerate(series))
    dots = "".join(f'<circle cx="{xy(i, p).split(",")[0]}" cy="{xy(i, p).split(",")[1]}" r="2"/>'
                   for i, (_, p, _) in enumerate(series))
    return (f'<svg class="plot" width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img" '
            f'aria-label="passed per run, {n} runs">'
            f'<polyline points="{total}" fill="none" stroke="#bbb" stroke-width="1"/>'
            f'<polyline points="{passed}" fill="none" stroke="#2a7d46" stroke-width="2"/>'
            f'<g fill="#2a7d46">{dots}</g></svg>')
