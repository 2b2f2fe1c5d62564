"""The pager of the report's paged pages (issue 28): a bounded window of links on each page, every page reachable
from page 1, and pager markup that grows linearly with the page count (it grew with its square when every page
linked every page)."""

from __future__ import annotations

import re
from collections import deque

import pytest

from mtg_rulings.model.results import Result, Results, RunInfo
from mtg_rulings.reports import divergences
from mtg_rulings.reports import site as site_module
from mtg_rulings.reports.pager import NEIGHBOURS, Pager, window
from mtg_rulings.reports.site import build_site, render_site

_NAV = re.compile(r'<nav class="pager" aria-label="[^"]+">.*?</nav>', re.S)
_HREF = re.compile(r'href="([^"]+)"')
#: Distinct pages one pager may link besides its own: the first, the last, two either side filling a one-page gap,
#: and NEIGHBOURS either side of the current page (previous and next are among them).
BOUND = 2 * NEIGHBOURS + 4


def _name(n: int) -> str:
    return "p.html" if n == 1 else f"p-{n}.html"


def _nav(number: int, count: int) -> str:
    return str(Pager(number, count, _name).nav(f"Page {number} of {count}"))


def test_the_window_shows_the_ends_the_neighbours_and_a_gap_for_each_run_left_out() -> None:
    assert window(1, 1) == [1]
    assert window(3, 5) == [1, 2, 3, 4, 5]
    assert window(10, 20) == [1, None, 8, 9, 10, 11, 12, None, 20]
    assert window(4, 20) == [1, 2, 3, 4, 5, 6, None, 20]  # one page left out is shown, not an ellipsis
    assert window(20, 20) == [1, None, 18, 19, 20]
    with pytest.raises(ValueError):
        window(0, 3)
    with pytest.raises(ValueError):
        window(4, 3)


@pytest.mark.parametrize("count", [2, 7, 50, 500])
def test_each_pager_links_a_bounded_number_of_pages_whatever_the_count(count: int) -> None:
    for k in range(1, count + 1):
        links = set(_HREF.findall(_nav(k, count))) - {_name(k)}
        assert len(links) <= BOUND, (k, count, sorted(links))
        assert set(Pager(k, count, _name).links()) == links
        assert (_name(k - 1) in links) == (k > 1) and (_name(k + 1) in links) == (k < count)
        assert {_name(1), _name(count)} - {_name(k)} <= links


@pytest.mark.parametrize("count", [1, 2, 9, 500])
def test_every_page_is_reached_by_following_the_pager_links_from_page_1(count: int) -> None:
    number = {_name(n): n for n in range(1, count + 1)}
    seen, todo = {_name(1)}, deque([_name(1)])
    while todo:
        page = todo.popleft()
        nav = _nav(number[page], count)
        for link in _HREF.findall(nav):
            assert link in number, link  # no link to a page that doesn't exist
            if link not in seen:
                seen.add(link)
                todo.append(link)
    assert seen == set(number)


def test_the_pager_markup_of_all_pages_grows_linearly_with_the_page_count() -> None:
    """Ten times the pages, about ten times the pager markup (the names' extra digit aside), not a hundred."""
    total = {count: sum(len(_nav(k, count)) for k in range(1, count + 1)) for count in (50, 500)}
    assert total[500] < 12 * total[50], total
    assert max(len(_nav(k, 5_000)) for k in range(1, 5_001)) < 2 * max(len(_nav(k, 50)) for k in range(1, 51))


def test_the_current_page_is_marked_and_the_nav_is_labelled() -> None:
    nav = _nav(5, 20)
    assert nav.startswith('<nav class="pager" aria-label="Pages">Page 5 of 20: ')
    assert nav.count('aria-current="page"') == 1 and '<a href="p-5.html" class="here" aria-current="page">5</a>' in nav
    assert '<a href="p-4.html" rel="prev">previous</a>' in nav and '<a href="p-6.html" rel="next">next</a>' in nav
    assert nav.count('<span class="gap">…</span>') == 1  # 8 to 19 are left out; 1 to 7 are all shown
    assert str(Pager(1, 1, _name).nav("Page 1 of 1")) == ""
    assert "&lt;b&gt;" in str(Pager(1, 2, _name).nav("<b>"))  # the caption is text


def test_every_paged_page_of_a_site_has_a_bounded_pager_and_reaches_all_its_pages(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A site of 1,200 results cut small (10 matrix rows a page, 4 cards a card-list page, 5 results not passing and
    5 divergences a page): the matrix, the card list, the engine run's pages and its divergences, each walked from
    its first page by its pager's links alone."""
    info = RunInfo("big", "1", "0.1.0", "abc", "2026-11-29T00:00:00+00:00")
    run = Results(info, [Result(f"s-{i:05d}", f"features/big/f{i // 20:03d}.feature", f"scenario {i}",
                                "failed" if i % 3 == 0 else "passed", f"expected {i} got {i + 1}", [], ["603.2"])
                         for i in range(1_200)])
    for module, name, value in ((site_module, "MATRIX_PAGE_ROWS", 10), (site_module, "CARD_LIST_ROWS", 4),
                                (site_module, "NOT_PASSING_PAGE_ROWS", 5), (divergences, "PAGE_ITEMS", 5)):
        monkeypatch.setattr(module, name, value)
    pages = render_site(build_site([run], []))
    families = {"index.html": r"index(-\d+)?\.html", "rules.html": r"rules(-\d+)?\.html",
                "cards.html": r"cards(-\d+)?\.html", "engine-big.html": r"engine-big(_\d+)?\.html",
                "divergences-big.html": r"divergences-big(_\d+)?\.html"}
    for first, pattern in families.items():
        family = {k for k in pages if re.fullmatch(pattern, k)}
        assert len(family) >= 15, (first, len(family))
        seen, todo = {first}, deque([first])
        while todo:
            navs = _NAV.findall(pages[todo.popleft()])
            assert len(navs) == 1
            assert navs[0].count('aria-current="page"') == 1
            links = set(_HREF.findall(navs[0]))
            assert len(links) <= BOUND + 1 and links <= family
            todo.extend(sorted(links - seen))
            seen |= links
        assert seen == family, (first, sorted(family - seen)[:5])
