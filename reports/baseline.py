"""Baselines: the expected status of every scenario on one engine, and a run classified against them.

A baseline (``reports/baselines/<engine>.json`` for the suite's own engines, anywhere for others; format
``rulings-baseline/2``, JSON Schema in ``reports/schema/rulings-baseline-2.schema.json``) is keyed to the
engine's declared ``name`` (and records the ``version`` it was made on: a run of another version is judged
against it, both versions reported) and maps each scenario id to its expected status, with a ``reason``
(why it isn't ``passed``, the run's own message), its ``cause`` (whose limit or mistake it is: ``engine``,
``adapter`` or ``suite``, from the run; docs/verdicts.md) and an optional ``bug`` link to the engine's
tracker. Baselines of format ``rulings-baseline/1`` (no causes) are still read. It is made from a run by
``rulings baseline update``, never by hand; the reason and bug link of a scenario whose status is unchanged
are kept across updates, so links added to the file survive.

Classes (:data:`CLASSES`) of one scenario, comparing an expected status with an observed one:

- ``regression``: expected ``passed``, now anything else;
- ``fixed``: expected anything but ``passed``, now ``passed``;
- ``unchanged``: both passed, or both not passed (a move between failing statuses, e.g. failed →
  errored, is unchanged but shown as a status change);
- ``new``: a scenario the baseline doesn't list; ``removed``: one the run doesn't have.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from mtg_rulings.model.results import CAUSES, REPRODUCTIONS, Results, reproduction_file, write_atomic, write_reproductions
from mtg_rulings.model.sanitize import read_json
from mtg_rulings.reports.markdown import COMMENT_CHARS, ID_CHARS, clip, fit_lines, md_code, md_text, md_url

BASELINE_FORMAT = "rulings-baseline/2"
OLD_BASELINE_FORMATS = ("rulings-baseline/1",)
SCHEMA_DIR = Path(__file__).parent / "schema"
SCHEMA_PATH = SCHEMA_DIR / "rulings-baseline-2.schema.json"
BASELINES_DIR = Path(__file__).parent / "baselines"
CLASSES: tuple[str, ...] = ("regression", "fixed", "unchanged", "new", "removed")
#: Longest reason kept in a baseline (a whole failure message can be long; the run has it in full).
MAX_REASON = 600


@dataclass
class Expectation:
    status: str
    reason: str = ""
    bug: str | None = None
    cause: str | None = None  # mtg_rulings.model.results.CAUSES; None for passed, or when unknown (an older file)


@dataclass
class Baseline:
    engine: str
    engine_version: str
    suite_commit: str
    generated_at: str
    expectations: dict[str, Expectation] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"format": BASELINE_FORMAT, "engine": self.engine, "engine_version": self.engine_version,
                "suite_commit": self.suite_commit, "generated_at": self.generated_at,
                "expectations": {k: {kk: vv for kk, vv in asdict(v).items() if vv is not None and vv != ""}
                                 for k, v in sorted(self.expectations.items())}}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Baseline:
        validate(data)
        return cls(data["engine"], data["engine_version"], data["suite_commit"], data["generated_at"],
                   {k: Expectation(v["status"], v.get("reason", ""), v.get("bug"), v.get("cause"))
                    for k, v in data["expectations"].items()})

    def causes(self) -> dict[str, int]:
        """Expectations that aren't passed, by cause (those of unknown cause left out)."""
        counts = dict.fromkeys(CAUSES, 0)
        for e in self.expectations.values():
            if e.status != "passed" and e.cause in counts:
                counts[e.cause] += 1
        return counts


def validate(data: dict[str, Any]) -> None:
    """Raise ``jsonschema.ValidationError`` unless ``data`` is a valid baseline document (of this format, or of
    an older one, :data:`OLD_BASELINE_FORMATS`)."""
    fmt = data.get("format") if isinstance(data, dict) else None
    fmt = fmt if fmt in OLD_BASELINE_FORMATS else BASELINE_FORMAT
    path = SCHEMA_DIR / f"{fmt.replace('/', '-')}.schema.json"
    import jsonschema  # late: `rulings run` names its baseline options without it

    jsonschema.validate(data, json.loads(path.read_text(encoding="utf-8")))


def load_baseline(path: Path) -> Baseline:
    """Read and validate a baseline file. Raises :class:`mtg_rulings.model.sanitize.BadInput` (unreadable, not UTF-8,
    not JSON, out of bounds) or ``jsonschema.ValidationError``."""
    return Baseline.from_dict(read_json(path))


def baseline_mismatch(path: Path, name: str, version: str, engine: str = "") -> str:
    """Why the baseline at ``path`` can't judge the engine that declares ``name`` and ``version`` (run as
    ``--engine engine``), or "" when it can. A baseline is keyed to the engine's declared name only (not the
    command that ran it: ``stdio:./engine.py`` and its absolute path are one engine). A baseline made on
    another version of this engine judges it: comparing across releases is what a baseline is for, and the
    two versions are reported with the classification (:func:`version_note`)."""
    import jsonschema

    try:
        baseline = load_baseline(path)
    except (OSError, ValueError, jsonschema.ValidationError) as e:
        return f"can't read baseline {path}: {getattr(e, 'message', None) or e}"
    update = f"rulings baseline update --engine {engine or name} --file {path}"
    if baseline.engine != name:
        return (f"{path} is the baseline of engine {baseline.engine!r} {baseline.engine_version}, not of this engine, "
                f"which declares the name {name!r} (version {version}); give this engine's baseline, or make one: {update}")
    return ""


def version_note(baseline: Baseline, version: str) -> str:
    """How a judgement names the versions compared: ``"baseline of 0.0.1, run on 0.0.2"`` when they differ,
    ``"baseline of 0.0.1"`` when they are one."""
    if baseline.engine_version == version:
        return f"baseline of {baseline.engine_version}"
    return f"baseline of {baseline.engine_version}, run on {version}"


def write_baseline(baseline: Baseline, path: Path) -> None:
    data = baseline.to_dict()
    validate(data)
    write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def reproductions_dir(path: Path) -> Path:
    """Where a baseline's standalone reproductions are kept: ``phase.json`` → ``phase-reproductions/`` beside it."""
    return path.parent / f"{path.stem}-reproductions"


def write_baseline_reproductions(results: Results, path: Path) -> list[Path]:
    """Beside the baseline at ``path``, the standalone reproduction of each of the run's engine faults (failed, cause
    ``engine``), one ``<scenario id>.py`` each, replacing the scripts of an earlier run; CI runs them on the pinned
    engine (tests/test_reproductions.py). The paths written."""
    folder = reproductions_dir(path)
    if folder.is_dir() and not folder.is_symlink():
        for old in sorted(folder.rglob("*"), key=lambda p: len(p.parts), reverse=True):  # files, then their folders
            if old.is_symlink():
                continue
            if old.is_file() and old.suffix == ".py":
                old.unlink()
            elif old.is_dir() and not any(old.iterdir()):
                old.rmdir()
    verified = [r for r in results.results if r.status == "failed" and r.cause == "engine" and r.reproduction]
    return write_reproductions(verified, path.parent, folder.name)


def baseline_from_results(results: Results, previous: Baseline | None = None, name: str | None = None,
                          version: str | None = None) -> Baseline:
    """A baseline expecting exactly the statuses of ``results``, keyed to the engine's declared ``name`` and
    ``version`` (by default the run's ``--engine`` and version). From ``previous``, the reason and bug link
    of each scenario whose status and cause are the same are kept; a changed status takes the run's message,
    a changed (or newly known) cause too but keeps the bug link."""
    expectations: dict[str, Expectation] = {}
    for r in results.results:
        old = previous.expectations.get(r.id) if previous else None
        if r.status == "passed":
            expectations[r.id] = Expectation("passed")
        elif old is not None and old.status == r.status and old.cause == r.cause:
            expectations[r.id] = Expectation(r.status, old.reason, old.bug, r.cause)
        else:  # a new status, or a new cause (the bug link stays): the run's message says why
            reason = r.message if len(r.message) <= MAX_REASON else r.message[:MAX_REASON - 1] + "…"
            same = old is not None and old.status == r.status
            expectations[r.id] = Expectation(r.status, reason, old.bug if same and old else None, r.cause)
    info = results.run_info
    return Baseline(name or info.engine, version or info.engine_version, info.suite_commit,
                    dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), expectations)


# --- classification --------------------------------------------------------------------------------


@dataclass
class BaselineRow:
    """One scenario compared: its class, the expected and observed status (``None`` when absent)."""

    id: str
    cls: str
    expected: str | None
    observed: str | None
    message: str = ""
    bug: str | None = None
    cause: str | None = None  # the observed result's cause (mtg_rulings.model.results.CAUSES), None when passed or unknown
    reproduction: str = ""  # the file of the observed result's standalone reproduction in the run's folder, or ""


def classify_status(expected: str | None, observed: str | None) -> str:
    """The class (:data:`CLASSES`) of one scenario, from its expected and observed status."""
    if expected is None:
        return "new"
    if observed is None:
        return "removed"
    if expected == "passed" and observed != "passed":
        return "regression"
    if expected != "passed" and observed == "passed":
        return "fixed"
    return "unchanged"


@dataclass
class Comparison:
    """Every scenario of a run and its baseline (or of two runs), classified, sorted by class then id."""

    rows: list[BaselineRow]

    def of(self, cls: str) -> list[BaselineRow]:
        return [r for r in self.rows if r.cls == cls]

    def counts(self) -> dict[str, int]:
        return {c: len(self.of(c)) for c in CLASSES}

    def changed(self) -> list[BaselineRow]:
        """Rows worth showing: every class but unchanged, plus unchanged rows whose status moved."""
        return [r for r in self.rows if r.cls != "unchanged" or r.expected != r.observed]

    def causes(self) -> dict[str, int]:
        """Observed results that aren't passed, by cause: engine faults apart from adapter and suite debt."""
        counts = dict.fromkeys(CAUSES, 0)
        for r in self.rows:
            if r.observed not in (None, "passed") and r.cause in counts:
                counts[r.cause] += 1
        return counts

    def lost(self) -> list[BaselineRow]:
        """Scenarios that passed before and have no result now (``removed`` rows that were ``passed``)."""
        return [r for r in self.rows if r.cls == "removed" and r.expected == "passed"]

    def exit_code(self, strict: bool = False, lost_fails: bool = False) -> int:
        """1 on any regression (and, with ``strict``, on any fix: the baseline must be updated; with ``lost_fails``,
        on a scenario that passed and has no result now: two runs compared), else 0."""
        return 1 if self.of("regression") or (strict and self.of("fixed")) or (lost_fails and self.lost()) else 0


def compare(expected: dict[str, str], observed: Results, bugs: dict[str, str | None] | None = None) -> Comparison:
    """Classify each scenario of ``observed`` against ``expected`` (id → status)."""
    got = {r.id: r for r in observed.results}
    rows = []
    for sid in sorted(set(expected) | set(got)):
        r = got.get(sid)
        status = r.status if r else None
        rows.append(BaselineRow(sid, classify_status(expected.get(sid), status), expected.get(sid), status,
                                r.message if r else "", (bugs or {}).get(sid), r.cause if r else None,
                                f"{REPRODUCTIONS}/{reproduction_file(sid)}" if r and r.reproduction else ""))
    order = {c: i for i, c in enumerate(CLASSES)}
    rows.sort(key=lambda x: (order[x.cls], x.id))
    return Comparison(rows)


def compare_to_baseline(baseline: Baseline, results: Results) -> Comparison:
    return compare({k: v.status for k, v in baseline.expectations.items()}, results,
                   {k: v.bug for k, v in baseline.expectations.items()})


def compare_results(old: Results, new: Results) -> Comparison:
    return compare({r.id: r.status for r in old.results}, new)


# --- rendering -------------------------------------------------------------------------------------


def _short(text: str, n: int = 110) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def _causes_text(causes: dict[str, int]) -> str:
    return (f"not passing: {causes['engine']} engine fault(s); debt of this suite: {causes['adapter']} of the adapter, "
            f"{causes['suite']} of the suite")


def render_text(c: Comparison, title: str) -> str:
    """A plain-text table of the changed rows and a line of counts per class."""
    lines = [title, "  " + "  ".join(f"{k} {n}" for k, n in c.counts().items()), "  " + _causes_text(c.causes())]
    changed = c.changed()
    if changed:
        w = max(len(r.id) for r in changed)
        lines.append(f"  {'class':<11} {'scenario':<{w}}  {'expected':<11} {'observed':<11} {'cause':<8} message")
        for r in changed:
            lines.append(f"  {r.cls:<11} {r.id:<{w}}  {r.expected or '-':<11} {r.observed or '-':<11} "
                         f"{r.cause or '-':<8} {_short(r.message)}")
    return "\n".join(lines)


#: Most changed rows the comparison's Markdown lists (it is a pull-request comment: GitHub takes 65,536 characters),
#: within :data:`~mtg_rulings.reports.markdown.COMMENT_CHARS` of rows; the rest are counted by class.
MARKDOWN_ROWS = 200


def render_markdown(c: Comparison, title: str, lost_fails: bool = False, where: str = "results.json") -> str:
    """Markdown for a pull-request comment: counts, then a table of the rows that changed. Everything from a
    run or a baseline (ids, messages, the engine's name in ``title``, bug links) is escaped as text: no
    HTML, no Markdown syntax, no line break can come through (:mod:`mtg_rulings.reports.markdown`).

    Bounded whatever the run's size: the counts are exact, and the table lists the rows that matter first
    (regressions, then, with ``lost_fails``, scenarios that passed and have no result, then fixes, moves, new and
    removed ones), at most :data:`MARKDOWN_ROWS` within :data:`~mtg_rulings.reports.markdown.COMMENT_CHARS`; then a
    line "and K more" with the count of each class left out, pointing at ``where`` (the file that lists them all).
    Linear in the rows."""
    counts = c.counts()
    lost = len(c.lost()) if lost_fails else 0
    verdict = ("❌ regressions" if counts["regression"] else f"❌ {lost} scenario(s) that passed have no result" if lost
               else "✅ no regressions")
    out = [f"### {md_text(title)}: {verdict}", "", "| " + " | ".join(CLASSES) + " |", "|" + "---|" * len(CLASSES),
           "| " + " | ".join(str(counts[k]) for k in CLASSES) + " |", "", md_text(_causes_text(c.causes())), ""]
    changed = c.changed()
    if changed:
        # regressions first (rows are sorted by class already), then the lost scenarios that also fail a diff
        first = [r for r in changed if r.cls == "regression" or (lost_fails and r.cls == "removed" and r.expected == "passed")]
        picked = {id(r) for r in first}
        ordered = first + [r for r in changed if id(r) not in picked]
        head = ["| class | scenario | expected | observed | cause | message |", "|---|---|---|---|---|---|"]
        rows = fit_lines((_markdown_row(r) for r in ordered), COMMENT_CHARS - sum(len(line) + 1 for line in out + head),
                         MARKDOWN_ROWS)
        out += head + rows
        if len(rows) < len(ordered):
            hidden = {k: 0 for k in CLASSES}
            for r in ordered[len(rows):]:
                hidden[r.cls] += 1
            per_class = ", ".join(f"{k} {n:,}" for k, n in hidden.items() if n)
            out += ["", f"… and {len(ordered) - len(rows):,} more changed rows ({per_class}): {md_text(where)} lists "
                        "every one."]
    return "\n".join(out) + "\n"


def _markdown_row(r: BaselineRow) -> str:
    url = md_url(r.bug) if r.bug else None
    bug = f" ([bug]({url}))" if url else ""
    script = f" (standalone reproduction: {md_code(r.reproduction)})" if r.reproduction else ""
    return (f"| {r.cls} | {md_code(clip(r.id, ID_CHARS))} | {md_text(r.expected or '—')} | {md_text(r.observed or '—')} | "
            f"{md_text(r.cause or '—')} | {md_text(_short(r.message, 160))}{script}{bug} |")
