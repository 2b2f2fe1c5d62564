"""The results model: one run of the suite on one engine, as ``results.json`` (``rulings-results/2``).

Files are written atomically (a temporary file renamed into place), so a report is never half-written.
The JSON Schema is ``reports/schema/rulings-results-2.schema.json``. Format 2 adds to format 1 whether the
run is ``complete`` (``false``, with an ``incomplete_reason``, when it was interrupted or its test process
died: the results of the scenarios that ran are kept, and diffs and baselines refuse the file) and
``run_info.suite_dirty`` (whether the suite's tree had uncommitted changes). Files of format 1 are still
read, as complete runs of unknown dirtiness.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import gc
import json
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import fastjsonschema
import jsonschema

from adapters.files import write_atomic  # noqa: F401  (re-exported: the report writers import it from here)
from adapters.harness import STATUSES
from adapters.sanitize import BadInput, read_json

RESULTS_FORMAT = "rulings-results/2"
OLD_FORMATS = ("rulings-results/1",)
CR_EDITION = "2026-01-16"
SCHEMA_DIR = Path(__file__).parent / "schema"
SCHEMA_PATH = SCHEMA_DIR / "rulings-results-2.schema.json"


@dataclass
class Result:
    id: str
    feature: str
    scenario: str
    status: str
    message: str = ""
    rulings: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    capabilities: list[str] = field(default_factory=list)
    duration_s: float = 0.0


@dataclass
class RunInfo:
    engine: str
    engine_version: str
    suite_version: str
    suite_commit: str
    started_at: str
    duration_s: float = 0.0
    cr_edition: str = CR_EDITION
    suite_dirty: bool | None = None  # the suite's tree had uncommitted changes; None: unknown


@dataclass
class Results:
    run_info: RunInfo
    results: list[Result]
    complete: bool = True
    incomplete_reason: str = ""

    def summary(self) -> dict[str, int]:
        counts = dict.fromkeys(STATUSES, 0)
        for r in self.results:
            counts[r.status] += 1
        return counts

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": RESULTS_FORMAT, "complete": self.complete}
        if not self.complete:
            data["incomplete_reason"] = self.incomplete_reason or "the run did not complete"
        data.update({"run_info": asdict(self.run_info), "summary": self.summary(),
                     "results": [asdict(r) for r in sorted(self.results, key=lambda r: r.id)]})
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Results:
        """A run from a validated document of this format or an older one (an older run is complete)."""
        validate(data)
        return cls(RunInfo(**data["run_info"]), [Result(**r) for r in data["results"]], data.get("complete", True),
                   data.get("incomplete_reason", ""))


class IncompleteRun(ValueError):
    """A run that did not complete, where only a complete one will do (a diff, a baseline)."""


def require_complete(run: Results, source: object) -> Results:
    """``run``, or :class:`IncompleteRun` naming ``source`` and why the run is incomplete."""
    if not run.complete:
        raise IncompleteRun(f"{source}: an incomplete run ({run.incomplete_reason or 'it did not complete'}; "
                            f"{len(run.results)} result(s)); compare complete runs only")
    return run


@lru_cache(maxsize=2)
def _schema(fmt: str = RESULTS_FORMAT) -> dict[str, Any]:
    path = SCHEMA_DIR / f"{fmt.replace('/', '-')}.schema.json"
    schema: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return schema


@lru_cache(maxsize=2)
def _fast_validator(fmt: str = RESULTS_FORMAT) -> Callable[[Any], Any]:
    return fastjsonschema.compile(_schema(fmt), use_formats=False)  # like jsonschema.validate: formats not asserted


def validate(data: dict[str, Any]) -> None:
    """Raise ``jsonschema.ValidationError`` unless ``data`` is a valid results document (of this format, or
    of an older one, :data:`OLD_FORMATS`).

    Valid documents are checked by a compiled validator (fastjsonschema: 10,000 results in about 0.06 s
    instead of 0.7 s); an invalid one is checked again by jsonschema, for its detailed error.
    """
    fmt = data.get("format") if isinstance(data, dict) else None
    fmt = fmt if fmt in OLD_FORMATS else RESULTS_FORMAT
    try:
        _fast_validator(fmt)(data)
    except fastjsonschema.JsonSchemaException as e:
        jsonschema.validate(data, _schema(fmt))
        raise jsonschema.ValidationError(str(e)) from None
    if data["summary"] != {s: sum(r["status"] == s for r in data["results"]) for s in STATUSES}:
        raise jsonschema.ValidationError("summary does not match the results' statuses")
    ids = [r["id"] for r in data["results"]]
    if len(set(ids)) < len(ids):  # two verdicts for one scenario: which one would a diff or a baseline believe?
        seen: set[str] = set()
        twice = next(i for i in ids if i in seen or seen.add(i))  # type: ignore[func-returns-value]
        raise jsonschema.ValidationError(f"result id {twice!r} appears more than once")
    started = data["run_info"]["started_at"]
    try:
        dt.datetime.fromisoformat(started)
    except (TypeError, ValueError):
        raise jsonschema.ValidationError(f"run_info.started_at {str(started)[:60]!r} is not an ISO 8601 date and time") from None


@contextlib.contextmanager
def no_gc() -> Iterator[None]:
    """Pause Python's cyclic garbage collector for a report's batch of work (the site, Cucumber Messages).

    A report of 10,000 results makes some 10^5 small objects, none of them in cycles that need
    collecting before the command ends; the collector would walk them over and over (about a third
    of the CPU time). Reference counting still frees everything as usual.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def write_results(results: Results, path: Path) -> None:
    data = results.to_dict()
    validate(data)
    write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def load_results(path: Path) -> Results:
    """Read and validate a results file. Raises :class:`adapters.sanitize.BadInput` (unreadable, not UTF-8,
    not JSON, out of bounds, of a format this suite doesn't know) or ``jsonschema.ValidationError``."""
    data = read_json(path)
    fmt = data.get("format") if isinstance(data, dict) else None
    if isinstance(fmt, str) and fmt.startswith("rulings-results/") and fmt not in (RESULTS_FORMAT, *OLD_FORMATS):
        raise BadInput(f"{path}: a results file of format {fmt[:40]!r}, which this version of the suite can't read "
                       f"(it reads {RESULTS_FORMAT} and {', '.join(OLD_FORMATS)}): use the version that wrote it")
    return Results.from_dict(data)
