"""Ruling coverage: which rulings of a rulings file have runnable scenarios (format ``rulings-coverage/1``).

  rulings coverage --rulings FILE [--features DIR]... [--cards FILE]... --out DIR

For each ruling of each card of the file (a ruling carried by several cards is listed once per card), its
status is ``executable`` when a scenario that can run (not pending, no problem of its own) tags it with
``@ruling:<key>`` and uses that card in its steps, ``pending`` when a @pending scenario tags it, and ``none``
otherwise; ``scenarios`` lists every scenario tagging the key. A ruling shared by several cards (Job select,
double-faced cards) is executable for a card only through a scenario of that card: one card's example says
nothing about how another card's implementation follows the ruling. ``with_this_card`` says whether a
scenario of the key, runnable or pending, names the card in its steps. The file's doubts are carried over: ``suspect_wording`` and
``single_source`` (see ``mtg_rulings/model/sources.py``). ``coverage.json`` is checked against
``mtg_rulings/cli/schema/rulings-coverage-1.schema.json``; ``coverage.html`` is a page of the report site.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from mtg_rulings.cli.outdir import claim
from mtg_rulings.cli.suite import Suite, suite_options
from mtg_rulings.model.files import write_inside
from mtg_rulings.model.sources import RulingsSource, add_rulings_files

if TYPE_CHECKING:
    from mtg_rulings.steps.collection import ScenarioInfo

FORMAT = "rulings-coverage/1"
SCHEMA_FILE = Path(__file__).parent / "schema" / "rulings-coverage-1.schema.json"
STATUSES = ("executable", "pending", "none")


@dataclass(frozen=True)
class Entry:
    """One ruling of one card."""

    key: str
    card: str
    date: str | None
    text: str
    status: str
    scenarios: list[str]
    with_this_card: bool
    suspect_wording: bool
    single_source: bool | None
    sources: list[str]
    notes: list[str]


def measure(sources: list[RulingsSource], suite: list[ScenarioInfo]) -> dict[str, Any]:
    """The ``rulings-coverage/1`` document for these rulings files and scenarios."""
    runnable: dict[str, list[ScenarioInfo]] = {}
    pending: dict[str, list[ScenarioInfo]] = {}
    for info in suite:
        table = pending if info.pending else runnable
        if not _runnable_rows(info):
            continue  # a scenario (or every row of an outline) that can't be built executes nothing
        for key in info.rulings:
            table.setdefault(key, []).append(info)
    files = []
    for source in sources:
        entries = []
        for card in source.cards:
            for r in card.rulings:
                names = [n.strip() for n in card.name.split("//")]
                mine = [s for s in runnable.get(r.key, []) if _uses(s, names)]
                status = "executable" if mine else "pending" if r.key in pending else "none"
                found = [*runnable.get(r.key, []), *pending.get(r.key, [])]
                entries.append(Entry(r.key, card.name, r.date, r.text, status, [s.id for s in found],
                                     any(_uses(s, names) for s in found), r.suspect_wording,
                                     r.single_source, list(r.sources), list(r.notes)))
        summary = {s: sum(e.status == s for e in entries) for s in STATUSES}
        keys = {e.key: e.status for e in entries}
        files.append({
            "file": str(source.path), "set": source.set, "cards": len(source.cards), "rulings": len(entries),
            "distinct_rulings": len(keys), "summary": summary,
            "distinct_summary": {s: sum(v == s for v in keys.values()) for s in STATUSES},
            "suspect_wording": sum(e.suspect_wording for e in entries),
            "single_source": sum(bool(e.single_source) for e in entries),
            "entries": [asdict(e) for e in entries],
        })
    return {"format": FORMAT, "features": sorted({s.feature.split("/", 1)[0] for s in suite}), "files": files}


_STEP_WORDS = ("Given ", "When ", "Then ", "And ", "But ", "* ")


def _runnable_rows(info: ScenarioInfo) -> list[dict[str, str]]:
    """The Examples rows of an outline that can be built (``[{}]`` for a plain scenario without problems)."""
    if not info.examples:
        return [] if info.row_problems(None) else [{}]
    return [row for i, row in enumerate(info.examples) if not info.row_problems(i)]


def _uses(info: ScenarioInfo, names: list[str]) -> bool:
    """Whether a step of the scenario (not its description, which may quote a ruling naming the card) names one
    of the card's face names; for an outline, a step of one of its buildable Examples rows, with the row's
    values put in (each row is a scenario of its own, so each row's card counts); the steps of the Background
    that runs before it count."""
    steps = [*info.background,  # the Background runs before it
             *(line.strip() for line in info.gherkin.splitlines() if line.strip().startswith(_STEP_WORDS))]
    for row in _runnable_rows(info) or ([{}] if info.pending else []):
        filled = steps
        for key, value in row.items():
            filled = [step.replace(f"<{key}>", value) for step in filled]
        if any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", step) for step in filled for n in names):
            return True  # a whole name: "Sazh's Choco" isn't named by a step about Sazh's Chocobo
    return False


def validate(doc: dict[str, Any]) -> None:
    import jsonschema

    jsonschema.validate(doc, json.loads(SCHEMA_FILE.read_text(encoding="utf-8")))


@click.command("coverage")
@suite_options()
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=Path("rulings-coverage"),
              show_default=True, help="Folder for coverage.json and coverage.html.")
def coverage(suite: Suite, out: Path) -> None:
    """Which rulings of the --rulings files have runnable scenarios in the features: coverage.json and a page."""
    from mtg_rulings.reports.coverage import write_coverage_page

    if not suite.rulings_files:
        raise click.UsageError("give the rulings file(s) to measure with --rulings FILE")
    infos = suite.scenarios(quiet=True)
    sources = add_rulings_files(suite.rulings_files)
    doc = measure(sources, infos)
    validate(doc)
    claim(out, ("coverage.json", "coverage.html"))
    write_inside(out, "coverage.json", json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    write_coverage_page(doc, out / "coverage.html")
    for f in doc["files"]:
        s, d = f["summary"], f["distinct_summary"]
        click.echo(f"{f['file']} ({f['set']}): {f['rulings']} rulings of {f['cards']} cards: {s['executable']} executable, "
                   f"{s['pending']} pending, {s['none']} with no scenario ({f['distinct_rulings']} distinct texts: "
                   f"{d['executable']} executable); {f['suspect_wording']} of suspect wording, {f['single_source']} "
                   "single-source")
    click.echo(f"wrote {out / 'coverage.json'} and {out / 'coverage.html'}")
