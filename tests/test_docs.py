"""The README and the documentation site (issue 26, item 5): a short quickstart, every page built by MkDocs,
and every figure quoted from a run written by tools/docs_figures.py (a stale one fails)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tools import docs_figures

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"


def test_readme_is_a_quickstart_with_the_two_set_up_commands() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.encode()) <= 15 * 1024
    assert "python3 -m pip install tox && tox -e run" in text
    assert re.search(r"^python3 -m pip install tox && tox +#", text, re.M)
    for heading in ("## Set up", "## Judging your engine in three steps", "## Where to read on"):
        assert heading in text
    for link in re.findall(r"\]\((docs/[^)#]+)", text):
        assert (ROOT / link).is_file(), link


def test_every_figure_is_current() -> None:
    assert docs_figures.stale() == [], "run: python -m tools.docs_figures --write"


def test_a_changed_figure_is_stale_and_write_mends_it(tmp_path: Path) -> None:
    doc = tmp_path / "page.md"
    text = README.read_text(encoding="utf-8")
    assert "<!-- figure:engines -->" in text
    doc.write_text(re.sub(r"\| reference \| [^|]+ \| \d+", "| reference | 0.1.0 | 1", text), encoding="utf-8")
    _, changed = docs_figures.render(doc.read_text(), doc)
    assert changed == ["engines"]
    fixed, _ = docs_figures.render(doc.read_text(), doc)
    assert fixed == text  # the figure's text again, the rest of the page untouched
    with pytest.raises(KeyError, match="no figure 'nope'"):
        docs_figures.render("<!-- figure:nope -->x<!-- /figure -->", doc)


def test_the_figures_tool_exits_1_on_a_stale_figure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    doc = tmp_path / "page.md"
    doc.write_text("<!-- figure:steps -->3 steps<!-- /figure -->\n", encoding="utf-8")
    monkeypatch.setattr(docs_figures, "doc_files", lambda: [doc])
    monkeypatch.setattr(docs_figures, "ROOT", tmp_path)
    assert docs_figures.main(["--check"]) == 1
    assert docs_figures.main(["--write"]) == 0 and docs_figures.main(["--check"]) == 0
    assert "step patterns" in doc.read_text()


def test_the_docs_site_builds_every_page_with_search(docs_site: Path) -> None:
    import yaml

    nav = yaml.safe_load((ROOT / "mkdocs.yml").read_text())["nav"]
    pages = [page for entry in nav for page in entry.values()]
    assert {p.name for p in (ROOT / "docs").glob("*.md")} == set(pages)  # every page is in the navigation
    for page in pages:
        built = docs_site / ("index.html" if page == "index.md" else f"{page[:-3]}/index.html")
        assert built.is_file(), page
    index = (docs_site / "search" / "search_index.json").read_text()
    assert "judged" in index and "rulings init" in index  # the search covers the pages' text
