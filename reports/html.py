"""report.html: each ruling's words beside its runnable scenarios and their status on one engine.

Rendered with Jinja2 with autoescaping on: everything an engine printed is data, never markup.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import jinja2

from reports.results import Results, write_atomic
from rulings.seeds import rulings
from steps.collection import ScenarioInfo, load_suite

_ENV = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
)


def render_report(results: Results, features_dir: Path) -> str:
    """The HTML of one run: features in order, each scenario with its rulings, Gherkin and result."""
    infos: dict[str, ScenarioInfo] = {i.id: i for i in load_suite(features_dir)}
    by_feature: dict[str, list] = defaultdict(list)
    unreviewed: dict[str, list] = defaultdict(list)  # @unreviewed (rulings fuzz): listed apart from the rulings
    for r in sorted(results.results, key=lambda r: (r.feature, r.id)):
        info = infos.get(r.id.split("[", 1)[0])
        (unreviewed if info and info.unreviewed else by_feature)[r.feature].append({"result": r, "info": info})
    return _ENV.get_template("report.html.j2").render(
        run=results.run_info, summary=results.summary(), features=dict(by_feature), unreviewed=dict(unreviewed),
        rulings=rulings())


def write_report(results: Results, path: Path, features_dir: Path) -> None:
    write_atomic(path, render_report(results, features_dir))
