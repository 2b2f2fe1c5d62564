"""The report site's compiled templates kept between runs (reports/site.py: TemplateCache): a template is compiled
once, an entry is used only for the source it was compiled from, and a cache that can't be read or written costs
a compile, never a report."""

from __future__ import annotations

from pathlib import Path

import jinja2
import pytest

from mtg_rulings.reports import site
from mtg_rulings.steps.collection import CACHE_ENV


class CountingEnvironment(jinja2.Environment):
    compiled = 0

    def _compile(self, source: str, filename: str) -> object:
        CountingEnvironment.compiled += 1
        return super()._compile(source, filename)


def _render(templates: Path, cache: Path) -> str:
    env = CountingEnvironment(loader=jinja2.FileSystemLoader(templates), bytecode_cache=site.TemplateCache(str(cache)))
    return env.get_template("page.html").render(x=2)


@pytest.fixture
def templates(tmp_path: Path) -> Path:
    folder = tmp_path / "templates"
    folder.mkdir()
    (folder / "page.html").write_text("{{ x + 1 }} {% for i in range(x) %}[{{ i }}]{% endfor %}", encoding="utf-8")
    CountingEnvironment.compiled = 0
    return folder


def test_a_template_is_compiled_once_then_read_from_the_cache(templates: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache" / "jinja2"  # made when the first entry is written
    assert [_render(templates, cache) for _ in range(3)] == ["3 [0][1]"] * 3
    assert CountingEnvironment.compiled == 1
    assert len(list(cache.iterdir())) == 1


def test_an_entry_is_not_used_for_a_changed_template(templates: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    assert _render(templates, cache) == "3 [0][1]"
    (templates / "page.html").write_text("{{ x * 10 }}", encoding="utf-8")
    assert _render(templates, cache) == "20"
    assert CountingEnvironment.compiled == 2


@pytest.mark.parametrize("damage", [b"", b"garbage", None], ids=["empty", "garbage", "cut short"])
def test_a_damaged_entry_is_compiled_again(templates: Path, tmp_path: Path, damage: bytes | None) -> None:
    cache = tmp_path / "cache"
    _render(templates, cache)
    [entry] = cache.iterdir()
    entry.write_bytes(entry.read_bytes()[:40] if damage is None else damage)
    assert _render(templates, cache) == "3 [0][1]"
    assert CountingEnvironment.compiled == 2


def test_a_cache_that_cant_be_written_costs_a_compile_not_the_report(templates: Path, tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    assert [_render(templates, blocked / "cache") for _ in range(2)] == ["3 [0][1]"] * 2
    assert CountingEnvironment.compiled == 2


def test_the_site_keeps_its_templates_in_the_suites_cache_unless_it_is_off(monkeypatch: pytest.MonkeyPatch,
                                                                          tmp_path: Path) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    cache = site._template_cache()
    assert cache is not None and Path(cache.directory) == tmp_path / f"jinja2-{jinja2.__version__}-templates"
    monkeypatch.setenv(CACHE_ENV, "")  # set but empty: nothing is kept
    assert site._template_cache() is None
    assert isinstance(site._ENV.bytecode_cache, site.TemplateCache)
