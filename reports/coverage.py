"""The ruling-coverage page of the report site (``coverage.html``), from a ``rulings-coverage/1`` document
(:mod:`mtg_rulings.cli.coverage`). It uses the site's own template, CSS and navigation; like every page, everything
from a data file is escaped (Jinja2 autoescaping)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtg_rulings.model.results import write_atomic
from mtg_rulings.reports.site import _ENV, slug


@dataclass
class _Standalone:
    """What the site's base template needs when the page is written on its own (``rulings coverage --out``)."""

    engines: list[Any] = field(default_factory=list)
    coverage: dict[str, Any] | None = None


def _by_card(entries: list[dict[str, Any]]) -> list[tuple[str, list[dict[str, Any]]]]:
    """Entries grouped by card, in the file's order."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for e in entries:
        groups.setdefault(e["card"], []).append(e)
    return list(groups.items())


_ENV.filters["cov_slug"] = lambda name: "card-" + slug(name)
_ENV.filters["by_card"] = _by_card


def render_coverage_page(coverage: dict[str, Any], site: Any = None) -> str:
    """The page; ``site`` is the report site it belongs to (for its navigation), or None for a page on its own."""
    site = site or _Standalone(coverage=coverage)
    return _ENV.get_template("site/coverage.html.j2").render(site=site, coverage=coverage, page="coverage.html")


def write_coverage_page(coverage: dict[str, Any], path: Path) -> None:
    write_atomic(path, render_coverage_page(coverage))
