"""Engine faults apart from this suite's debt, per engine: the figures of the README's engine table.

:func:`tally` counts one run (a ``results.json``) or one baseline (``reports/baselines/<engine>.json``):
its scenarios, passes (and passes with a part of a check not judged, for a run), and its results that
aren't passed by cause (``engine``, ``adapter``, ``suite``; docs/verdicts.md) and status.
:func:`render_table` prints them as a Markdown table (``rulings verdicts FILE...``), so the README's
figures come from a command, never typed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema

from mtg_rulings.model.results import CAUSES, STATUSES, Results
from mtg_rulings.model.sanitize import read_json
from mtg_rulings.reports.baseline import BASELINE_FORMAT, OLD_BASELINE_FORMATS, Baseline
from mtg_rulings.reports.markdown import md_text


@dataclass
class Tally:
    """One engine's figures. ``by_cause`` maps a cause (or ``"unknown"``, for files of older formats) to the
    count of its results per status; ``passed_unjudged`` is None when the source doesn't record it (a baseline)."""

    engine: str
    version: str
    source: str
    scenarios: int
    passed: int
    passed_unjudged: int | None
    by_cause: dict[str, Counter[str]] = field(default_factory=dict)

    def count(self, cause: str) -> int:
        return sum(self.by_cause.get(cause, Counter()).values())


def _tally(engine: str, version: str, source: str, items: list[tuple[str, str | None]],
           passed_unjudged: int | None) -> Tally:
    by_cause: dict[str, Counter[str]] = {}
    for status, cause in items:
        if status != "passed":
            by_cause.setdefault(cause or "unknown", Counter())[status] += 1
    return Tally(engine, version, source, len(items), sum(s == "passed" for s, _ in items), passed_unjudged, by_cause)


def tally(path: Path) -> Tally:
    """The figures of a results.json (any format this suite reads) or a baseline file. Raises ``ValueError``
    (:class:`mtg_rulings.model.sanitize.BadInput` for an unreadable file) or ``jsonschema.ValidationError``."""
    data: Any = read_json(path)
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a JSON object")
    if data.get("format") in (BASELINE_FORMAT, *OLD_BASELINE_FORMATS):
        b = Baseline.from_dict(data)
        return _tally(b.engine, b.engine_version, str(path), [(e.status, e.cause) for e in b.expectations.values()],
                      None)
    try:
        run = Results.from_dict(data)
    except (KeyError, TypeError) as e:
        raise ValueError(f"{path}: neither a results file nor a baseline ({e})") from None
    return _tally(run.run_info.engine, run.run_info.engine_version, str(path), [(r.status, r.cause) for r in run.results],
                  run.passed_unjudged())


def _breakdown(counts: Counter[str]) -> str:
    return ", ".join(f"{n} {s}" for s in STATUSES if (n := counts.get(s, 0)))


def render_table(tallies: list[Tally]) -> str:
    """A Markdown table: per engine, its passes, its own faults (cause ``engine``), and the debt of this suite
    (cause ``adapter``: its adapter's limits and unverified or mistaken verdicts; ``suite``: scenarios the
    suite can't run yet or got wrong), each with its statuses."""
    unknown = any(t.count("unknown") for t in tallies)
    head = ["engine", "version", "scenarios", "passed", "engine faults", "adapter debt", "suite debt"]
    if unknown:
        head.append("cause unknown")
    lines = ["| " + " | ".join(head) + " |", "|---|---|" + "---:|" * (len(head) - 2)]
    for t in tallies:
        passed = str(t.passed) + (f" ({t.passed_unjudged} partly unjudged)" if t.passed_unjudged else "")
        cells = [md_text(t.engine), md_text(t.version), str(t.scenarios), passed]
        for cause in (*CAUSES, *(("unknown",) if unknown else ())):
            n = t.count(cause)
            cells.append(f"{n} ({_breakdown(t.by_cause[cause])})" if n else "0")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def load_tallies(paths: list[Path]) -> list[Tally]:
    """:func:`tally` of each file; ``ValueError`` naming the file for one that can't be read."""
    out = []
    for p in paths:
        try:
            out.append(tally(p))
        except jsonschema.ValidationError as e:
            raise ValueError(f"{p}: not a valid results or baseline file: {e.message}") from None
    return out
