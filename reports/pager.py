"""The pager of a paged report page (the matrix, the card list, an engine run's pages, its divergences): one
place for every paged page.

A pager links a bounded window, not every page: the first and last pages, the previous and next, and
:data:`NEIGHBOURS` pages either side of the current one, with an ellipsis for each gap. Every page stays reachable
from page 1 (each page links its next), and a pager's markup is bounded whatever the page count, so that the site
grows linearly with its pages, not with their square (issue 28: a pager listing every page on every page made a
site of 100,000 results quadratic).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from markupsafe import Markup

#: Pages linked either side of the current one: with the first, last, previous and next, at most 2 * 2 + 3
#: numbered links, previous and next and two ellipses on any page, whatever the page count.
NEIGHBOURS = 2


def window(number: int, count: int, neighbours: int = NEIGHBOURS) -> list[int | None]:
    """The page numbers a pager of page ``number`` (from 1) of ``count`` shows, in order, with None for each gap
    (an ellipsis): 1, ``count``, and ``number`` ± ``neighbours``. At most ``2 * neighbours + 5`` numbers, and a gap
    only where at least two pages are left out (a single missing page is shown instead: an ellipsis would be no
    shorter). Raises ``ValueError`` unless ``1 <= number <= count``."""
    if not 1 <= number <= count:
        raise ValueError(f"page {number} of {count}")
    low, high = max(1, number - neighbours), min(count, number + neighbours)
    out: list[int | None] = []
    last = 0
    for n in sorted({1, count, *range(low, high + 1)}):
        if n - last == 2:
            out.append(n - 1)
        elif n - last > 2:
            out.append(None)
        out.append(n)
        last = n
    return out


@dataclass(frozen=True)
class Pager:
    """Page ``number`` (from 1) of ``count`` pages, each page's file name given by ``name`` (1 -> the first
    page's). :meth:`nav` is its markup; templates test ``count > 1``."""

    number: int
    count: int
    name: Callable[[int], str]

    @property
    def first(self) -> str:
        """The file name of page 1."""
        return self.name(1)

    def links(self) -> list[str]:
        """Every file name the pager links (previous and next, then the window), for tests and link checks."""
        near = [n for n in (self.number - 1, self.number + 1) if 1 <= n <= self.count]
        return [self.name(n) for n in near] + [self.name(n) for n in window(self.number, self.count)
                                               if n is not None and n != self.number]

    def nav(self, caption: str, label: str = "Pages") -> Markup:
        """The ``<nav class="pager">``: ``caption`` (escaped, e.g. "Page 3 of 40 (...)"), previous, the window
        (the current page marked ``aria-current="page"``), next. ``label`` names the nav for assistive
        technology (``aria-label``). Empty markup for a single page."""
        if self.count <= 1:
            return Markup("")
        parts = [Markup('<nav class="pager" aria-label="{}">{}: ').format(label, caption)]
        if self.number > 1:
            parts.append(Markup('<a href="{}" rel="prev">previous</a> ').format(self.name(self.number - 1)))
        for n in window(self.number, self.count):
            if n is None:
                parts.append(Markup('<span class="gap">…</span> '))
            elif n == self.number:
                parts.append(Markup('<a href="{}" class="here" aria-current="page">{}</a> ').format(self.name(n), n))
            else:
                parts.append(Markup('<a href="{}">{}</a> ').format(self.name(n), n))
        if self.number < self.count:
            parts.append(Markup('<a href="{}" rel="next">next</a>').format(self.name(self.number + 1)))
        parts.append(Markup("</nav>"))
        return Markup("").join(parts)

