"""report.html: each ruling's words beside its runnable scenarios and their status on one engine.

Rendered with Jinja2 with autoescaping on: everything an engine printed is data, never markup.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import jinja2

from reports.results import Results, write_atomic
from rulings.seeds import rulings
from steps.collection import FeatureDirs, ScenarioInfo, load_suite

_ENV = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
)


def render_report(results: Results, features_dir: FeatureDirs) -> str:
    """The HTML of one run: features in order, each scenario with its rulings, Gherkin and result."""
    infos: dict[str, ScenarioInfo] = {i.id: i for i in load_suite(features_dir, strict=False)}
    by_feature: dict[str, list] = defaultdict(list)
    for r in sorted(results.results, key=lambda r: (r.feature, r.id)):
        base_id = r.id.split("[", 1)[0]
        by_feature[r.feature].append({"result": r, "info": infos.get(base_id)})
    return _ENV.get_template("report.html.j2").render(
        run=results.run_info, summary=results.summary(), features=dict(by_feature), rulings=rulings())


def write_report(results: Results, path: Path, features_dir: FeatureDirs) -> None:
    write_atomic(path, render_report(results, features_dir))
