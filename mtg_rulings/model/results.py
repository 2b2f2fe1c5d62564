"""The results model: one run of the suite on one engine, as ``results.json`` (``rulings-results/4``).

Files are written atomically (a temporary file renamed into place), so a report is never half-written.
The JSON Schema is ``mtg_rulings/model/schema/rulings-results-4.schema.json``. Format 2 adds to format 1 whether the
run is ``complete`` (``false``, with an ``incomplete_reason``, when it was interrupted or its test process
died: the results of the scenarios that ran are kept, and diffs and baselines refuse the file) and
``run_info.suite_dirty`` (whether the suite's tree had uncommitted changes). Format 3 adds to each result
its ``cause`` (whose limit or mistake a result that isn't passed is: ``engine``, ``adapter`` or ``suite``;
``null`` for passed), ``unjudged`` (the parts of checks the engine gave no data for) and, for a verified
verdict, its ``reproduction``; and to the summary ``passed_unjudged`` (passes with an unjudged part, also
counted in ``passed``) and ``causes`` (results that aren't passed, by cause). Format 4 adds
``run_info.shard`` (``"K/N"`` for the K-th of N shards of one run, ``null`` for a whole run), so that a merge
knows whether every shard is there. Files of formats 1 to 3 are still read: their results have no cause before
format 3 (``None``: unknown), their runs no shard (a whole run, as far as a merge can tell), format 1's runs are
complete runs of unknown dirtiness. docs/verdicts.md says how causes are decided.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import gc
import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field, fields
from functools import lru_cache
from pathlib import Path
from typing import Any

from mtg_rulings.model.files import atomic_writer, file_name, write_atomic, write_inside
from mtg_rulings.model.sanitize import BadInput, read_json

RESULTS_FORMAT = "rulings-results/4"
OLD_FORMATS = ("rulings-results/3", "rulings-results/2", "rulings-results/1")
CR_EDITION = "2026-01-16"
SCHEMA_DIR = Path(__file__).parent / "schema"
#: A result's status, in the order the summaries list them.
STATUSES: tuple[str, ...] = ("passed", "failed", "unsupported", "errored", "timeout", "pending")
#: Whose limit or mistake a result that isn't `passed` is: the engine's (only with evidence: the engine
#: answers for itself, or a standalone reproduction in its own terms reproduced the answer, or the
#: engine's API was searched for what is missing), the adapter's (the suite's translation to the engine),
#: or the suite's (its scenario, step or harness).
CAUSES: tuple[str, ...] = ("engine", "adapter", "suite")

SCHEMA_PATH = SCHEMA_DIR / "rulings-results-4.schema.json"


@dataclass(slots=True)  # a run keeps one per scenario until its reports are written
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
    #: whose limit or mistake a result that isn't passed is (CAUSES); None for passed, and for
    #: a result read from a file of an older format (unknown)
    cause: str | None = None
    #: the parts of checks not judged, because the engine didn't report them ("feature line: what")
    unjudged: list[str] = field(default_factory=list)
    #: the standalone reproduction (a script in the engine's own terms) behind a verified verdict, if any
    reproduction: str = ""


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
    shard: str | None = None  # "K/N": the K-th of N shards of one run (format 4); None: a whole run


@dataclass
class Results:
    run_info: RunInfo
    results: list[Result]
    complete: bool = True
    incomplete_reason: str = ""

    def summary(self) -> dict[str, int]:
        """Results by status (:data:`STATUSES`)."""
        counts = dict.fromkeys(STATUSES, 0)
        for r in self.results:
            counts[r.status] += 1
        return counts

    def causes(self) -> dict[str, int]:
        """Results that aren't passed, by cause (:data:`CAUSES`; results of an older format,
        without one, are not counted)."""
        return _cause_counts(r.cause for r in self.results if r.status != "passed")

    def passed_unjudged(self) -> int:
        """Passed results with a part of a check not judged (the engine didn't report it)."""
        return sum(1 for r in self.results if r.status == "passed" and r.unjudged)

    def verdict_lines(self) -> list[str]:
        """The passes with unjudged parts and the non-passes by cause, as lines for a run's terminal summary."""
        causes = self.causes()
        lines = [f"  {'cause':<12} " + ", ".join(f"{c} {n}" for c, n in causes.items())
                 + "   (results not passed, by whose limit or mistake: docs/verdicts.md)"]
        if self.passed_unjudged():
            lines.append(f"  {'unjudged':<12} {self.passed_unjudged():>5}   (passed, with a part of a check the engine "
                         "didn't report, such as the rule of a refusal)")
        return lines

    def to_dict(self) -> dict[str, Any]:
        return {**self.to_dict_header(), "results": [_result_dict(r) for r in sorted(self.results, key=lambda r: r.id)]}

    def to_dict_header(self) -> dict[str, Any]:
        """Every field of :meth:`to_dict` but the results (in its order: the results come last)."""
        data: dict[str, Any] = {"format": RESULTS_FORMAT, "complete": self.complete}
        if not self.complete:
            data["incomplete_reason"] = self.incomplete_reason or "the run did not complete"
        summary: dict[str, Any] = {**self.summary(), "passed_unjudged": self.passed_unjudged(), "causes": self.causes()}
        data.update({"run_info": asdict(self.run_info), "summary": summary})
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Results:
        """A run from a validated document of this format or an older one (an older run is complete)."""
        validate(data)
        return cls(RunInfo(**data["run_info"]), [Result(**r) for r in data["results"]], data.get("complete", True),
                   data.get("incomplete_reason", ""))


def _cause_counts(causes: Iterable[str | None]) -> dict[str, int]:
    counts = dict.fromkeys(CAUSES, 0)
    for c in causes:
        if c in counts:
            counts[c] += 1
    return counts


_RESULT_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Result))


def result_fields(r: Result) -> dict[str, Any]:
    """A result's fields by name, in their order, not copied (the journal's line)."""
    return {name: getattr(r, name) for name in _RESULT_FIELDS}


def _result_dict(r: Result) -> dict[str, Any]:
    """A result as results.json holds it. Its fields are JSON values already (strings, lists of strings, a number,
    None), so it is read field by field rather than deep-copied by ``dataclasses.asdict`` (which was half of writing
    results.json); the lists are copied, so the document never shares them with the result."""
    data = result_fields(r)
    for name in ("rulings", "rules", "cards", "capabilities", "unjudged"):
        value = data[name]
        if isinstance(value, list):
            data[name] = list(value)
    if not data["reproduction"]:  # most results have none
        del data["reproduction"]
    return data


_encode_string = json.encoder.encode_basestring  # what json.dumps(..., ensure_ascii=False) writes for a str


def _json_value(value: Any, indent: str) -> str:
    """``value`` as ``json.dumps(value, indent=2, ensure_ascii=False)`` writes it at ``indent``, for the values a
    result holds (strings, numbers, None, booleans, lists of them); anything else through json.dumps itself."""
    if isinstance(value, str):
        return _encode_string(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if type(value) is int:
        return int.__repr__(value)
    if type(value) is float and value == value and value not in (float("inf"), float("-inf")):
        return float.__repr__(value)
    if type(value) is list and all(type(v) is str for v in value):
        if not value:
            return "[]"
        inner = indent + "  "
        return "[\n" + ",\n".join(inner + _encode_string(v) for v in value) + "\n" + indent + "]"
    text = json.dumps(value, indent=2, ensure_ascii=False)
    return text.replace("\n", "\n" + indent)


def result_text(data: dict[str, Any], indent: str = "    ") -> str:
    """A result's dict (:func:`_result_dict`) as ``json.dumps(data, indent=2, ensure_ascii=False)`` writes it,
    each line indented by ``indent`` (where results.json's results list holds it), byte for byte; made directly,
    not by the pure-Python encoder ``indent`` needs then indented line by line (a third of writing results.json)."""
    if not data:
        return indent + "{}"
    inner = indent + "  "
    body = ",\n".join(f"{inner}{_encode_string(k)}: {_json_value(v, inner)}" for k, v in data.items())
    return f"{indent}{{\n{body}\n{indent}}}"


class IncompleteRun(ValueError):
    """A run that did not complete, where only a complete one will do (a diff, a baseline)."""


def require_complete(run: Results, source: object) -> Results:
    """``run``, or :class:`IncompleteRun` naming ``source`` and why the run is incomplete."""
    if not run.complete:
        raise IncompleteRun(f"{source}: an incomplete run ({run.incomplete_reason or 'it did not complete'}; "
                            f"{len(run.results)} result(s)); compare complete runs only")
    return run


@lru_cache(maxsize=4)
def _schema(fmt: str = RESULTS_FORMAT) -> dict[str, Any]:
    path = SCHEMA_DIR / f"{fmt.replace('/', '-')}.schema.json"
    schema: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return schema


@lru_cache(maxsize=4)
def _fast_validator(fmt: str = RESULTS_FORMAT) -> Callable[[Any], Any]:
    import fastjsonschema

    return fastjsonschema.compile(_schema(fmt), use_formats=False)  # like jsonschema.validate: formats not asserted


def validate(data: dict[str, Any]) -> None:
    """Raise ``jsonschema.ValidationError`` unless ``data`` is a valid results document (of this format, or
    of an older one, :data:`OLD_FORMATS`).

    Valid documents are checked by a compiled validator (fastjsonschema: 10,000 results in about 0.06 s
    instead of 0.7 s); an invalid one is checked again by jsonschema, for its detailed error.
    """
    # late, as every schema library here: a command that only names the statuses (the supervisor of `rulings run`)
    # doesn't pay for importing them
    import fastjsonschema
    import jsonschema

    fmt = data.get("format") if isinstance(data, dict) else None
    fmt = fmt if fmt in OLD_FORMATS else RESULTS_FORMAT
    try:
        _fast_validator(fmt)(data)
    except fastjsonschema.JsonSchemaException as e:
        jsonschema.validate(data, _schema(fmt))
        raise jsonschema.ValidationError(str(e)) from None
    summary = dict(data["summary"])
    if fmt in (RESULTS_FORMAT, "rulings-results/3"):
        results = data["results"]
        if summary.pop("passed_unjudged") != sum(1 for r in results if r["status"] == "passed" and r["unjudged"]):
            raise jsonschema.ValidationError("summary.passed_unjudged does not match the results")
        if summary.pop("causes") != _cause_counts(r["cause"] for r in results if r["status"] != "passed"):
            raise jsonschema.ValidationError("summary.causes does not match the results' causes")
    if summary != {s: sum(r["status"] == s for r in data["results"]) for s in STATUSES}:
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


def write_results(results: Results, path: Path, chunk: int = 1000) -> None:
    """Write ``results`` to ``path`` atomically: the text of ``json.dumps(results.to_dict(), indent=2)``, made and
    validated ``chunk`` results at a time (each with the run's fields), so that neither the document nor its text is
    ever whole in memory."""
    header = results.to_dict_header()
    ordered = sorted(results.results, key=lambda r: r.id)
    head = json.dumps({**header, "results": []}, indent=2, ensure_ascii=False)
    assert head.endswith("[]\n}")  # "results" is the last key
    if not ordered:
        validate({**header, "results": []})
        write_atomic(path, head + "\n")
        return
    with atomic_writer(path) as f:
        f.write(head[:-len("[]\n}")] + "[\n")
        for i in range(0, len(ordered), chunk):
            items = [_result_dict(r) for r in ordered[i:i + chunk]]
            part: dict[str, Any] = {s: 0 for s in STATUSES}
            for r in items:
                part[r["status"]] += 1
            # the chunk's own summary: validate checks a summary against the results beside it
            part["passed_unjudged"] = sum(1 for r in items if r["status"] == "passed" and r["unjudged"])
            part["causes"] = _cause_counts(r["cause"] for r in items if r["status"] != "passed")
            validate({**header, "summary": part, "results": items})
            f.write(",\n".join(result_text(r) for r in items))
            f.write(",\n" if i + chunk < len(ordered) else "\n")
        f.write("  ]\n}\n")
    write_reproductions(ordered, path.parent)


#: The folder, beside results.json, holding each verified verdict's standalone reproduction (docs/verdicts.md).
REPRODUCTIONS = "reproductions"


def write_reproductions(results: Iterable[Result], out: Path, folder: str = REPRODUCTIONS) -> list[Path]:
    """Write each result's standalone reproduction as ``out/<folder>/<scenario id>.py`` (:func:`reproduction_file`): a
    script to run with the engine's own package alone. The paths written."""
    return [write_inside(out, f"{folder}/{reproduction_file(r.id)}", r.reproduction) for r in results if r.reproduction]


def reproduction_file(scenario_id: str) -> str:
    """The file name of a scenario's reproduction: its id, characters other than letters, digits and ``-_[]`` as
    ``_`` (an Examples row may hold ``/``), then ``.py``."""
    # as the corpus export names a scenario file (scenario_file): letters, digits and -_[] kept, the rest _
    return file_name("".join(ch if ch.isalnum() or ch in "-_[]" else "_" for ch in scenario_id) + ".py")


def load_results(path: Path) -> Results:
    """Read and validate a results file. Raises :class:`mtg_rulings.model.sanitize.BadInput` (unreadable, not UTF-8,
    not JSON, out of bounds, of a format this suite doesn't know) or ``jsonschema.ValidationError``."""
    data = read_json(path)
    fmt = data.get("format") if isinstance(data, dict) else None
    if isinstance(fmt, str) and fmt.startswith("rulings-results/") and fmt not in (RESULTS_FORMAT, *OLD_FORMATS):
        raise BadInput(f"{path}: a results file of format {fmt[:40]!r}, which this version of the suite can't read "
                       f"(it reads {RESULTS_FORMAT} and {', '.join(OLD_FORMATS)}): use the version that wrote it")
    return Results.from_dict(data)
