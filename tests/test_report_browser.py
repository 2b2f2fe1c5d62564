"""The report in a real browser: Debian's headless Chromium loads the site from a server on 127.0.0.1.

Checks that the matrix shows, that filtering by status, engine and card works in the page, that engine
text shows as text (a ``<script>`` in a message runs nothing), and saves a screenshot. Set
``RULINGS_SCREENSHOT=FILE`` to keep the screenshot. Chromium and chromedriver come
from Debian (``.ci/ensure-chromium`` installs them; tox's tests environment runs it); without them this
test fails under CI and is skipped elsewhere.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import mtg_rulings.reference_engine as reference_engine
from mtg_rulings.model.results import Result, Results, RunInfo, load_results
from mtg_rulings.reports.site import build_site, write_site
from mtg_rulings.steps.collection import load_suite

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
EVIL = '<script>document.title="pwned"</script><img src=x onerror="document.title=\'pwned\'">'


@pytest.fixture(scope="module")
def served(engine_runs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The report of the three real runs at /, and with a fourth whose messages are markup at /evil/; on 127.0.0.1."""
    runs = [load_results(engine_runs[n]) for n in ("reference", "wrong", "blind")]
    evil = Results(RunInfo("evil<b>engine</b>", "6.6.6", "0.1.0", "abc", "2026-11-29T00:00:00+00:00", 0.1),
                   [Result(r.id, r.feature, r.scenario, "failed", EVIL, r.rulings, r.rules, cause="engine")
                    for r in runs[0].results])
    site = tmp_path_factory.mktemp("served")
    suite = load_suite(ROOT / "features", ROOT)
    write_site(build_site(runs, suite), site)
    write_site(build_site([*runs, evil], suite), site / "evil")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site))
    handler.log_message = lambda *a: None  # type: ignore[attr-defined]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    if not (shutil.which(CHROMIUM) and shutil.which(CHROMEDRIVER)):
        message = f"{CHROMIUM} and {CHROMEDRIVER} are needed: run .ci/ensure-chromium (apt-get install chromium chromium-driver)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--window-size=1280,900", f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    try:
        yield driver
    finally:
        driver.quit()


def load(browser: Any, url: str) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(url)
    WebDriverWait(browser, 20).until(lambda d: d.find_element("css selector", "body").get_attribute("data-ready") == "1")


#: The scenario id of each row the page shows (``checkVisibility``: not hidden by display, visibility or opacity, as
#: Selenium's ``is_displayed`` judges), read in one script call: a WebDriver round trip per row of 1,580 rows took
#: a minute of the test run. ``textContent``, since a row scrolled out of view is skipped by the browser
#: (``content-visibility: auto``, site.css) and has no ``innerText``.
_SHOWN_IDS = """return Array.from(document.querySelectorAll(arguments[0]))
    .filter(r => r.checkVisibility({checkOpacity: true, checkVisibilityCSS: true}))
    .map(r => r.querySelector('.sid').textContent.trim());"""


def shown_ids(browser: Any, rows: str = "#matrix .row") -> list[str]:
    """The scenario ids of the rows matching the CSS selector ``rows`` that the page shows, in the page's order."""
    return browser.execute_script(_SHOWN_IDS, rows)


def choose(browser: Any, select_id: str, visible_text: str) -> None:
    from selenium.webdriver.support.ui import Select

    Select(browser.find_element("id", select_id)).select_by_visible_text(visible_text)


def test_matrix_shows_and_filters_work(browser: Any, served: str, engine_runs: dict[str, Path], tmp_path: Path) -> None:
    load(browser, f"{served}/index.html")
    ref = load_results(engine_runs["reference"])
    wrong = {r.id: r.status for r in load_results(engine_runs["wrong"]).results}
    assert len(shown_ids(browser)) == len(ref.results) == int(browser.find_element("id", "count").text)
    headers = [h.text for h in browser.find_elements("css selector", "#matrix .mhead a")]
    assert headers == ["reference", "tests.fakes:WrongEngine", "tests.fakes:BlindEngine"]

    # status "failed" on the wrong engine: exactly the rows it failed, and only its column
    choose(browser, "f-engine", f"tests.fakes:WrongEngine {reference_engine.__version__}")
    choose(browser, "f-status", "failed")
    expected = sorted(sid for sid, st in wrong.items() if st == "failed")
    assert expected and sorted(shown_ids(browser)) == expected
    assert browser.find_element("id", "count").text == str(len(expected))
    visible_heads = [h.text for h in browser.find_elements("css selector", "#matrix .mhead > div") if h.is_displayed()]
    assert visible_heads[1:] == [f"tests.fakes:WrongEngine\n{reference_engine.__version__}"]
    assert "status=failed" in browser.current_url and "engine=e1" in browser.current_url  # shareable state

    # any engine "unsupported" (the blind engine's), then reset
    choose(browser, "f-engine", "all")
    choose(browser, "f-status", "unsupported")
    blind = {r.id for r in load_results(engine_runs["blind"]).results if r.status == "unsupported"}
    assert set(shown_ids(browser)) == blind
    browser.find_element("id", "f-reset").click()
    assert len(shown_ids(browser)) == len(ref.results)

    shot = Path(os.environ.get("RULINGS_SCREENSHOT") or tmp_path / "report.png")
    choose(browser, "f-engine", "all")
    browser.set_window_size(1280, 900)
    assert browser.save_screenshot(str(shot)) and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_engine_text_shows_as_text_and_runs_nothing(browser: Any, served: str) -> None:
    load(browser, f"{served}/evil/card-traveling-chocobo.html")
    assert browser.title != "pwned" and "pwned" not in browser.execute_script("return document.title")
    messages = [m.text for m in browser.find_elements("css selector", ".msg")]
    assert EVIL in messages  # the markup is shown, character for character, as text
    assert not browser.find_elements("css selector", ".msg img, .msg script")
    load(browser, f"{served}/evil/index.html")
    heads = [h.text for h in browser.find_elements("css selector", "#matrix .mhead a")]
    assert heads[-1] == "evil<b>engine</b>"  # an engine's name, as text
    assert browser.execute_script("return document.scripts.length") == 1  # only the page's own filter script


def test_filters_come_back_from_the_url_and_work_on_card_pages(browser: Any, served: str,
                                                              engine_runs: dict[str, Path]) -> None:
    wrong = load_results(engine_runs["wrong"]).results
    failed = sorted(r.id for r in wrong if r.status == "failed")
    load(browser, f"{served}/index.html#status=failed&engine=e1")
    assert sorted(shown_ids(browser)) == failed
    load(browser, f"{served}/card-traveling-chocobo.html")
    choose(browser, "f-engine", f"tests.fakes:WrongEngine {reference_engine.__version__}")
    choose(browser, "f-status", "failed")
    on_page = sorted(r.id for r in wrong if r.status == "failed" and r.feature.endswith("traveling_chocobo.feature"))
    assert sorted(shown_ids(browser, "tr.row")) == on_page
    assert browser.find_element("id", "count").text == str(len(on_page))


def test_search_page_finds_scenarios_rulings_and_cards(browser: Any, served: str) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    load(browser, f"{served}/search.html#q=counted%20law")
    WebDriverWait(browser, 20).until(lambda d: int(d.find_element("id", "hits").text) > 0)
    links = [a.text for a in browser.find_elements("css selector", "#results a")]
    assert "chocobo-counted-law" in links
    box = browser.find_element("id", "q")
    box.clear()
    box.send_keys("Traveling Chocobo")
    WebDriverWait(browser, 20).until(
        lambda d: "Traveling Chocobo" in [a.text for a in d.find_elements("css selector", "#results a")])
    box.clear()
    box.send_keys("no such words anywhere qqq")
    WebDriverWait(browser, 20).until(lambda d: d.find_element("id", "hits").text == "0")


def test_a_ruling_page_shows_each_engines_result(browser: Any, served: str) -> None:
    load(browser, f"{served}/index.html")
    href = browser.find_element("css selector", '.rh a[href^="ruling-"]').get_attribute("href")
    load(browser, href)
    heads = [h.text.split("\n")[0] for h in browser.find_elements("css selector", "#ruling-results th")][1:]
    assert heads == ["reference", "tests.fakes:WrongEngine", "tests.fakes:BlindEngine"]
    rows = browser.find_elements("css selector", "#ruling-results tr.row")
    assert rows and all(len(r.find_elements("css selector", "td.st")) == 3 for r in rows)


def test_a_paged_matrix_opens_and_filters_on_each_page(browser: Any, engine_runs: dict[str, Path],
                                                        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mtg_rulings.reports import site as site_module

    monkeypatch.setattr(site_module, "MATRIX_PAGE_ROWS", 200)
    runs = [load_results(engine_runs[n]) for n in ("reference", "wrong")]
    write_site(build_site(runs, load_suite(ROOT / "features", ROOT)), tmp_path / "paged")
    with _serve(tmp_path / "paged") as url:
        load(browser, f"{url}/index-2.html")
        assert len(shown_ids(browser)) == 200
        assert "Page 2 of" in browser.find_element("css selector", "nav.pager").text
        choose(browser, "f-status", "failed")
        wrong = {r.id for r in runs[1].results if r.status == "failed"}
        shown = set(shown_ids(browser))
        assert shown and shown <= wrong


@contextlib.contextmanager
def _serve(folder: Path) -> Iterator[str]:
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *a: None  # type: ignore[attr-defined]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_the_documentation_site_opens_and_its_search_works(browser: Any, docs_site: Path) -> None:
    """The MkDocs site of docs/ (built once, tests/conftest.py; tests/test_docs.py checks its files): every page
    of its navigation opens with its title, and the search box finds a page by its words."""
    import yaml
    from selenium.webdriver.support.ui import WebDriverWait

    nav = yaml.safe_load((ROOT / "mkdocs.yml").read_text())["nav"]
    with _serve(docs_site) as url:
        for entry in nav:
            (_title, page), = entry.items()
            path = "" if page == "index.md" else page[:-3] + "/"
            browser.get(f"{url}/{path}")
            WebDriverWait(browser, 20).until(lambda d: d.find_element("css selector", "article h1"))
            assert browser.find_element("css selector", "article h1").text.strip("¶ \n"), page
        browser.get(f"{url}/")
        box = WebDriverWait(browser, 20).until(lambda d: d.find_element("css selector", "input.md-search__input"))
        box.click()
        box.send_keys("baseline")
        WebDriverWait(browser, 30).until(lambda d: d.find_elements("css selector", ".md-search-result__item"))
        hits = " ".join(h.text for h in browser.find_elements("css selector", ".md-search-result__item"))
        assert "baseline" in hits.lower()


def test_a_search_index_in_parts_finds_a_match_in_its_last_part_from_a_file_url(
        browser: Any, engine_runs: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The search data cut into parts (as 100,000 results cut it at 1 MB; here at 20 kB), the site opened from
    file:// (where a page can't fetch its files, only load scripts): no part is loaded before a query; a query whose
    only match is in the last part finds it, the parts before it loaded one by one."""
    from selenium.webdriver.support.ui import WebDriverWait

    from mtg_rulings.reports import site as site_module

    monkeypatch.setattr(site_module, "SEARCH_PART_BYTES", 20_000)
    site = build_site([load_results(engine_runs["reference"])], load_suite(ROOT / "features", ROOT))
    write_site(site, tmp_path / "parts")
    parts = sorted((tmp_path / "parts").glob("search-*.js"))
    assert len(parts) >= 3
    everything = json.loads(site_module.search_index(site))  # each [kind, title, text, link]
    hay = [(e[1] + " " + e[2]).lower() for e in everything]
    in_last = json.loads(parts[-1].read_text(encoding="utf-8").partition(", ")[2][:-3])
    last = next(e for e in in_last if sum(e[1].lower() in h for h in hay) == 1)  # an entry only its own title finds
    load(browser, (tmp_path / "parts" / "search.html").as_uri())
    loaded = "return document.querySelectorAll('script[src]').length"
    assert browser.execute_script(loaded) == 0  # the first part is in the page; no other is loaded yet
    box = browser.find_element("id", "q")
    box.send_keys(last[1])
    WebDriverWait(browser, 20).until(
        lambda d: d.find_element("id", "results").get_attribute("data-done") == "1" and d.find_element("id", "hits").text == "1")
    assert [a.text for a in browser.find_elements("css selector", "#results a")] == [last[1]]
    assert browser.find_element("css selector", "#results a").get_attribute("href").endswith(last[3])
    assert browser.execute_script(loaded) == len(parts)
