"""The multi-engine report: a static, self-contained HTML site (inline CSS and JS, no network).

Pages (all in one folder):

- ``index.html``: the matrix. One row per scenario (each Examples row of an outline is one), grouped by
  feature (a card's feature file, or a CR-rules feature) and, inside it, by the first ruling the scenario
  executes; one column per engine run; totals per engine; the interop figure.
- ``rules.html``: the same rows grouped by CR section (the part of each ``@cr`` rule before the dot).
- ``card-<slug>.html``: one per feature: the card's Oracle text (when the reference engine knows the card),
  each ruling's words, date and rules, each scenario's Gherkin, and each engine's status and message,
  with when it last changed (from the history).
- ``engine-<slug>.html``: one per engine run: run info, summary, pass count over time, and the differences
  from its baseline or previous run (:mod:`mtg_rulings.reports.diff`).
- ``summary.md``: the totals and the first non-passing scenarios in Markdown, for CI job summaries and pull-request
  comments (bounded: :func:`mtg_rulings.reports.markdown.render_summary`).
- ``search.html`` and ``search-N.js``: text search over the suite's own text, its index in parts the page loads as a
  query needs them (:func:`search_parts`).
- ``divergences-<slug>.html`` (and ``_2.html``... 250 a page), each with its ``.md`` (``divergences-<slug>.md``,
  ``_2.md``...): one per engine run with failures (:mod:`mtg_rulings.reports.divergences`).

Everything an engine printed is data: pages are rendered by Jinja2 with autoescaping; class names and
ids come from indices and sanitised tokens, never from raw engine text; no engine text goes into a
script. Filtering (status, card, rule, engine) is done in the page by writing one CSS rule, so even
10,000 rows filter without re-rendering.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import re
import signal
import traceback
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache, partial
from pathlib import Path
from typing import Any, NamedTuple, NoReturn

import jinja2
from markupsafe import Markup, escape

from mtg_rulings.model.results import STATUSES, Result, Results, no_gc, write_atomic
from mtg_rulings.model.rulings import Ruling, rulings
from mtg_rulings.reference_engine.cards.catalog import CARDS
from mtg_rulings.reference_engine.cards.model import CardDef
from mtg_rulings.reports import divergences
from mtg_rulings.reports.diff import DIFF_CLASSES, Expected, StatusChange, compare
from mtg_rulings.reports.history import Change, Entry, by_engine, last_changes, pass_series, svg_plot
from mtg_rulings.reports.markdown import render_summary
from mtg_rulings.reports.pager import Pager
from mtg_rulings.steps.collection import FeatureDirs, ScenarioInfo, SuiteError, cache_dir, load_suite


class TemplateCache(jinja2.FileSystemBytecodeCache):
    """The site's templates compiled, kept between runs in the suite's cache (``cache_dir``, a folder per jinja2
    version): compiling them was about 0.15 s of every run, however few its scenarios. jinja2 checks an entry
    against its template's source and writes one by a rename; an entry that can't be read or written is compiled
    again, never an error."""

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        with contextlib.suppress(OSError, EOFError, ValueError, TypeError, pickle.UnpicklingError):
            super().load_bytecode(bucket)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        with contextlib.suppress(OSError):
            os.makedirs(self.directory, exist_ok=True)
            super().dump_bytecode(bucket)


def _template_cache() -> TemplateCache | None:
    folder = cache_dir(f"jinja2-{jinja2.__version__}-templates")
    return TemplateCache(str(folder)) if folder else None


_ENV = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"), bytecode_cache=_template_cache(),
    autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
)
TITLE_CHARS = 300  # a matrix cell's tooltip shows at most this much of a message; card pages show all
FAILING: tuple[str, ...] = ("failed", "errored", "timeout")  # listed first, in this order
#: Every status, worst first: how a run page orders its scenarios that did not pass.
BY_SEVERITY: tuple[str, ...] = (*FAILING, "unsupported", "pending", "passed")
#: Most matrix rows on one page: a corpus of 100,000 results is split into pages a browser opens at once.
MATRIX_PAGE_ROWS = 2000
#: About the most bytes of search data in one file: ``search.html`` holds the first part, ``search-N.js`` the others,
#: loaded by the page as a query needs them (the whole index of 100,000 results is about 29 MB).
SEARCH_PART_BYTES = 1_000_000
#: Most cards and features the matrix's first page lists (every one); beyond, it lists its own rows' and
#: ``cards.html`` (``cards-2.html``...) lists them all, this many a page.
CARD_LIST_ROWS = 2000
#: Most scenarios not passing listed on an engine run's page; the others on its next pages (``engine-<name>_2.html``).
NOT_PASSING_PAGE_ROWS = 2000
#: Most scenarios listed in full under one failure group on the matrix page (the engine page lists them all).
GROUP_EXAMPLES = 25
#: A non-passing result's cause (the ``cause`` field of a result, when the run has it): who is to blame.
CAUSES: tuple[str, ...] = ("engine", "adapter", "suite", "unknown")


@lru_cache(maxsize=4096)
def slug(text: str) -> str:
    """A file-name-safe token: lower case ASCII letters, digits and dashes."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


@lru_cache(maxsize=4096)
def rule_class(rule: str) -> str:
    """The CSS class of a rule or section: ``603.2d`` -> ``r603_2d``."""
    return "r" + re.sub(r"[^0-9A-Za-z]", "_", rule)


def section_of(rule: str) -> str:
    """A rule's CR section: ``603.2d`` -> ``603``."""
    return rule.split(".", 1)[0]


_ENV.filters["rule_class"] = rule_class


@dataclass
class Cell:
    """One engine's result for one scenario: its status (or ``absent``), message, last status change."""

    status: str
    message: str
    change: Change | None = None
    cause: str | None = None
    reproduction: str = ""  # the standalone script behind a verified verdict (docs/verdicts.md)

    @property
    def title(self) -> str:
        """The matrix tooltip: the message cut to ``TITLE_CHARS``, and when the status last changed."""
        text = self.message if len(self.message) <= TITLE_CHARS else self.message[:TITLE_CHARS] + "…"
        if self.change:
            text = f"{text}\n(status since {self.change.at}; was {self.change.was})".strip()
        return text


@dataclass
class EngineCol:
    """One engine run, a matrix column (CSS class ``e<index>``) with its page, summary, differences and plot."""

    index: int
    run: Results
    page: str
    summary: dict[str, int]
    expected: Expected | None
    differences: list[StatusChange]
    plot: str
    runs_in_history: int

    @property
    def name(self) -> str:
        """The engine's declared name when the run records it (``run_info.engine_name``, a later results
        format), else the ``--engine`` it was run with."""
        return getattr(self.run.run_info, "engine_name", None) or self.run.run_info.engine

    @property
    def css(self) -> str:
        return f"e{self.index}"

    @property
    def total(self) -> int:
        return sum(self.summary.values())

    def diff_counts(self) -> dict[str, int]:
        counts = dict.fromkeys(DIFF_CLASSES, 0)
        for d in self.differences:
            counts[d.klass] += 1
        return counts


@dataclass
class MatrixRow:
    """One matrix row: a result id (an outline's Examples row has its own), its group and one cell per run.

    ``classes`` carries everything the filters select on: ``row``, ``c<group>``, ``r<rule>`` and
    ``r<section>``, ``e<run>-<status>``, ``any-<status>``.
    """

    id: str
    base: str
    scenario: str
    group: Group
    rulings: list[str]
    rules: list[str]
    cells: list[Cell]
    classes: str = ""
    html: Markup = field(default_factory=Markup)

    def cells_html(self) -> Markup:
        """The row's matrix cells, rendered once for both matrix pages; every value goes through
        ``markupsafe.escape``, as the templates' autoescaping would do."""
        out = []
        for i, c in enumerate(self.cells):
            st, title = escape(c.status), c.title
            attr = f' title="{escape(title)}"' if title else ""
            out.append(f'<div class="ec e{i} st {st}" role="cell"{attr}>{st}</div>')
        return Markup("".join(out))

    def div(self, heads: str, anchor: str, rules: bool = False) -> Markup:
        """The row in a matrix (10,000 of them: built here rather than in the template, with every value
        escaped). ``heads``: the header classes it keeps shown; ``anchor``: its card-page id."""
        extra = f' <span class="meta">{escape(" ".join(self.rules))}</span>' if rules else ""
        return Markup(f'<div class="{escape(self.classes)}" role="row" data-g="{escape(heads)}"><div class="sid" role="cell">'
                      f'<a href="{escape(self.group.page)}#{escape(anchor)}">{escape(self.id)}</a>{extra}</div>'
                      f'{self.html}</div>')


@dataclass
class CardScenario:
    """A scenario (or outline) on a card page, with its rows (one per result id)."""

    id: str
    name: str
    info: ScenarioInfo | None
    rulings: list[str]
    rules: list[str]
    rows: list[MatrixRow] = field(default_factory=list)


@dataclass
class Group:
    """One feature: a card's rulings, or a CR-rules feature. ``index`` gives its CSS class ``c<index>``."""

    index: int
    feature: str
    name: str
    page: str
    card: CardDef | None
    scenarios: list[CardScenario] = field(default_factory=list)
    by_ruling: list[tuple[str, list[CardScenario]]] = field(default_factory=list)
    uncovered: list[Ruling] = field(default_factory=list)

    @property
    def css(self) -> str:
        return f"c{self.index}"

    def rows(self) -> Iterable[MatrixRow]:
        for s in self.scenarios:
            yield from s.rows


@dataclass
class Site:
    engines: list[EngineCol]
    groups: list[Group]
    rows: list[MatrixRow]
    rulings: dict[str, Ruling]
    interop: int
    has_reference: bool
    rules: list[str]
    by_section: list[tuple[str, list[MatrixRow]]]
    links: dict[str, str] = field(default_factory=dict)  # result id -> "card-page.html#scenario-id"
    coverage: dict[str, Any] | None = None  # a rulings-coverage/1 document: adds coverage.html (reports/coverage.py)
    ruling_pages: list[RulingPage] = field(default_factory=list)

    @property
    def multi_engine(self) -> bool:
        """Whether the interop figure means something: two runs or more."""
        return len(self.engines) > 1

    @property
    def total(self) -> int:
        return len(self.rows)

    def failure_groups(self) -> list[FailureGroup]:
        """The failing results of every run grouped by cause (a result's ``cause``, ``unknown`` when the run
        doesn't say) and, within it, by what the message says once its scenario-specific parts (feature
        lines, numbers, quoted names) are taken out: 92 failures with one cause are one group. Largest first."""
        groups: dict[tuple[str, str], FailureGroup] = {}
        for col, r in self.failing():
            cause = getattr(r, "cause", None) or "unknown"
            key = (cause, message_signature(r.message))
            g = groups.get(key)
            if g is None:
                g = groups[key] = FailureGroup(len(groups), cause, key[1], r.message)
            g.results.append((col, r))
        order = {c: i for i, c in enumerate(CAUSES)}
        return sorted(groups.values(), key=lambda g: (order.get(g.cause, len(order)), -len(g.results), g.signature))

    def failing(self) -> list[tuple[EngineCol, Result]]:
        """Every failed, errored and timed-out result of every run, worst first (then by id): what the
        matrix page lists before the matrix, so that failures come first."""
        order = {s: i for i, s in enumerate(FAILING)}
        found = [(col, r) for col in self.engines for r in col.run.results if r.status in order]
        return sorted(found, key=lambda cr: (order[cr[1].status], cr[0].index, cr[1].id))


@dataclass
class FailureGroup:
    """Failing results that share a cause and a message signature (:func:`message_signature`)."""

    index: int
    cause: str
    signature: str
    example: str  # one member's whole message
    results: list[tuple[EngineCol, Result]] = field(default_factory=list)

    def examples(self) -> list[tuple[EngineCol, Result]]:
        return self.results[:GROUP_EXAMPLES]


# tried only where a word begins: from every character of a long word, \S+ ran to its end and back (quadratic: 60 messages
# of 47,000 characters took a minute); the matches are the same, since one inside a word extends to the word's start
_FEATURE_LINE = re.compile(r"(?<!\S)\S+\.feature:\d+:\s*")
_QUOTED = re.compile(r"\"[^\"]*\"|'[^']*'")
_NUMBER = re.compile(r"\d+")


def message_signature(message: str) -> str:
    """What a failure says, without what differs from one scenario to the next: its first line, less feature
    file lines, quoted text and numbers (``expected 3 from Sazh's Chocobo`` and ``expected 4 ...`` are one)."""
    first = next((ln for ln in message.splitlines() if ln.strip() and not ln.startswith("note: ")), "")
    text = _NUMBER.sub("N", _QUOTED.sub("…", _FEATURE_LINE.sub("", first)))
    return " ".join(text.split())[:200] or "(no message)"


@dataclass
class RulingPage:
    """A page per ruling: its words, its card, and every scenario (each Examples row) executing it, with
    every engine's result."""

    key: str
    ruling: Ruling | None
    page: str
    rows: list[MatrixRow] = field(default_factory=list)


def build_site(runs: list[Results], suite: list[ScenarioInfo], history: list[Entry] | None = None,
               expected: list[Expected | None] | None = None) -> Site:
    """The report's data from engine runs, the suite's scenarios, the history and expectations.

    ``runs[i]`` is compared with ``expected[i]``, or when that is None with the engine's latest earlier run
    in the history (as wpt.fyi compares two runs), or with nothing. Scenarios are ordered as in the
    feature files; result ids not in the suite (an old run) are kept, grouped under their feature path.
    """
    if not runs:
        raise ValueError("no engine runs to report")
    expected = expected or [None] * len(runs)
    known = rulings()
    histories = by_engine(history or [])
    changes = {name: last_changes(entries) for name, entries in histories.items()}
    order = {info.id: n for n, info in enumerate(suite)}
    infos = {info.id: info for info in suite}
    results = [{r.id: r for r in run.results} for run in runs]
    ids = sorted({rid for rs in results for rid in rs},
                 key=lambda rid: (order.get(rid.split("[", 1)[0], len(order)), rid))

    engines: list[EngineCol] = []
    used_pages = dict.fromkeys(("index", "rules"), 2)
    for i, run in enumerate(runs):
        page = _unique(f"engine-{slug(run.run_info.engine)}", used_pages)
        exp = expected[i] or previous_run(histories.get(run.run_info.engine, []), run.run_info.started_at)
        engines.append(EngineCol(i, run, page + ".html", run.summary(), exp, compare(run, exp) if exp else [],
                                 svg_plot(pass_series(histories.get(run.run_info.engine, []))),
                                 len(histories.get(run.run_info.engine, []))))

    groups: dict[str, Group] = {}
    scenarios: dict[str, CardScenario] = {}
    rows: list[MatrixRow] = []
    run_changes = [changes.get(run.run_info.engine, {}) for run in runs]
    for rid in ids:
        base = rid.split("[", 1)[0]
        info = infos.get(base)
        first = next(rs[rid] for rs in results if rid in rs)
        feature = info.feature if info else first.feature
        group = groups.get(feature)
        if group is None:
            name = info.feature_name if info else Path(feature).stem.replace("_", " ")
            group = Group(len(groups), feature, name, _unique(f"card-{slug(name)}", used_pages) + ".html",
                          CARDS.get(name))
            groups[feature] = group
        sc = scenarios.get(base)
        if sc is None:
            sc = CardScenario(base, info.name if info else first.scenario, info,
                          list(info.rulings) if info else list(first.rulings), list(info.rules) if info else list(first.rules))
            scenarios[base] = sc
            group.scenarios.append(sc)
        cells = []
        for rs, ch in zip(results, run_changes, strict=True):
            r = rs.get(rid)
            cells.append(Cell(r.status, r.message, ch.get(rid), getattr(r, "cause", None), getattr(r, "reproduction", ""))
                         if r else Cell("absent", "not in this run"))
        row = MatrixRow(rid, base, sc.name, group, sc.rulings, sc.rules, cells)
        row.classes = _row_classes(row)
        row.html = row.cells_html()
        sc.rows.append(row)
        rows.append(row)

    for group in groups.values():
        _arrange_by_ruling(group, known)
    rules = sorted({x for row in rows for rule in row.rules for x in (rule, section_of(rule))}, key=_rule_sort)
    sections: dict[str, list[MatrixRow]] = {}
    for row in rows:
        for sec in sorted({section_of(r) for r in row.rules} or {"none"}):
            sections.setdefault(sec, []).append(row)
    interop = sum(all(c.status == "passed" for c in row.cells) for row in rows)
    ruling_pages: dict[str, RulingPage] = {}
    for row in rows:
        for key in row.rulings:
            rp = ruling_pages.get(key)
            if rp is None:
                rp = ruling_pages[key] = RulingPage(key, known.get(key), _unique(f"ruling-{slug(key)}", used_pages) + ".html")
            rp.rows.append(row)
    return Site(engines, list(groups.values()), rows, known, interop,
                any(e.name == "reference" for e in engines), rules,
                sorted(sections.items(), key=lambda kv: _rule_sort(kv[0])),
                {row.id: f"{row.group.page}#{row.base}" for row in rows},
                ruling_pages=sorted(ruling_pages.values(), key=lambda rp: rp.key))


def previous_run(entries: list[Entry], before: str) -> Expected | None:
    """The latest of one engine's history entries (oldest first) started before ``before``, as an expectation."""
    earlier = [e for e in entries if e.started_at < before]
    if not earlier:
        return None
    last = earlier[-1]
    return Expected(last.engine, f"the previous run in the history (started {last.started_at})", dict(last.statuses))


def _unique(name: str, used: dict[str, int]) -> str:
    """``name``, or ``name-2``, ``name-3``... the first not in ``used`` (every name taken, each with the next suffix to
    try after it): a corpus with a feature name a thousand times takes each next name at once, not after trying
    every earlier one."""
    n = used.get(name)
    if n is None:
        used[name] = 2
        return name
    candidate = f"{name}-{n}"
    while candidate in used:
        n += 1
        candidate = f"{name}-{n}"
    used[name] = n + 1
    used[candidate] = 2
    return candidate


def _rule_sort(rule: str) -> tuple[int, str]:
    m = re.match(r"\d+", rule)
    return (int(m[0]) if m else 10**6, rule)


def _row_classes(row: MatrixRow) -> str:
    parts = ["row", "mrow", row.group.css]
    parts += sorted({rule_class(x) for rule in row.rules for x in (rule, section_of(rule))})
    parts += [f"e{i}-{slug(c.status)}" for i, c in enumerate(row.cells)]
    parts += sorted({f"any-{slug(c.status)}" for c in row.cells})
    return " ".join(parts)


#: The bucket of a group's @unreviewed scenarios (rulings fuzz): apart from the rulings, none decides them yet.
UNREVIEWED = "unreviewed"


def _arrange_by_ruling(group: Group, known: dict[str, Ruling]) -> None:
    """Put each scenario under its first ruling (in order of first appearance), @unreviewed ones apart; list the
    card's other rulings."""
    buckets: dict[str, list[CardScenario]] = {}
    for sc in group.scenarios:
        unreviewed = sc.info is not None and sc.info.unreviewed
        buckets.setdefault(sc.rulings[0] if sc.rulings else UNREVIEWED if unreviewed else "", []).append(sc)
    group.by_ruling = list(buckets.items())
    executed = {k for sc in group.scenarios for k in sc.rulings}
    group.uncovered = [r for r in known.values() if r.card == group.name and r.key not in executed]


def _cut(text: str, n: int = 160) -> str:
    return text if len(text) <= n else text[: n - 3].rsplit(" ", 1)[0] + "..."


def _matrix_lines(site: Site, view: str) -> Iterable[tuple[Markup | None, Markup | None, MatrixRow | None, Markup]]:
    """The matrix in order: (group header, ruling header, row, row's html); the headers of the row's group and
    ruling go with each row, so that a page that starts in the middle of a group repeats them."""
    rp_pages = {rp.key: rp.page for rp in site.ruling_pages}
    if view == "card":
        for g in site.groups:
            gh = Markup(f'<div class="gh" data-h="{escape(g.css)}" role="row"><a href="{escape(g.page)}">{escape(g.name)}</a> '
                        f'<span class="meta">{escape(g.feature)}</span></div>')
            for n, (key, scs) in enumerate(g.by_ruling, 1):
                gk = f"{g.css}-{n}"
                ruling = site.rulings.get(key)
                if ruling:
                    label = Markup(f'<a href="{escape(rp_pages[key])}">{escape(_cut(ruling.text))}</a> <span class="meta">'
                                   f'({escape(ruling.published)}; {escape(", ".join(ruling.rules))})</span>') \
                        if key in rp_pages else escape(_cut(ruling.text))
                elif key == UNREVIEWED:
                    label = Markup("Unreviewed: found by rulings fuzz, no ruling decides these yet")
                else:
                    label = escape(f"ruling {key}")
                rh = Markup(f'<div class="rh" data-h="{escape(gk)}" role="row">{label}</div>')
                for sc in scs:
                    for row in sc.rows:
                        yield gh, rh, row, row.div(f"{g.css} {gk}", sc.id)
    else:
        for section, rows in site.by_section:
            hc = rule_class(section)
            gh = Markup(f'<div class="gh" data-h="{escape(hc)}" role="row">CR {escape(section)}</div>')
            for row in rows:
                yield gh, None, row, row.div(hc, row.base, rules=True)


class MatrixPage(NamedTuple):
    """One page of a matrix: its file name, its lines (headers and rows, each rendered), its row count, and the
    groups (features) its rows belong to, in site order: the page's card filter and card list name these only,
    so that a page's size grows with its own rows, not with the whole corpus's features."""

    name: str
    lines: list[Markup]
    count: int
    groups: list[Group]


def matrix_pages(site: Site, view: str, rows_per_page: int | None = None) -> list[MatrixPage]:
    """The matrix of ``view`` (``card`` or ``rules``) cut into pages of at most ``rows_per_page`` rows
    (:data:`MATRIX_PAGE_ROWS` by default). The first page is ``index.html`` (or ``rules.html``), the next
    ``index-2.html`` and so on."""
    return list(iter_matrix_pages(site, view, rows_per_page))


def matrix_rows(site: Site, view: str) -> int:
    """How many rows the matrix of ``view`` has (the rules view shows a row under each of its sections)."""
    return len(site.rows) if view == "card" else sum(len(rows) for _, rows in site.by_section)


def iter_matrix_pages(site: Site, view: str, rows_per_page: int | None = None) -> Iterator[MatrixPage]:
    """:func:`matrix_pages` one page at a time: a writer holds one page's lines, not the whole matrix's."""
    rows_per_page = rows_per_page or MATRIX_PAGE_ROWS
    stem = "index" if view == "card" else "rules"
    number = 0
    lines: list[Markup] = []
    groups: dict[int, Group] = {}
    count = 0
    last: tuple[Markup | None, Markup | None] = (None, None)

    def page() -> MatrixPage:
        return MatrixPage(_matrix_page_name(stem, number), lines, count,
                          sorted(groups.values(), key=lambda g: g.index))

    for gh, rh, row, html in _matrix_lines(site, view):
        if count == rows_per_page:
            number += 1
            yield page()
            lines, count, last, groups = [], 0, (None, None), {}
        if gh is not None and gh != last[0]:
            lines.append(gh)
            last = (gh, None)
        if rh is not None and rh != last[1]:
            lines.append(rh)
            last = (last[0], rh)
        lines.append(html)
        if row is not None:
            groups.setdefault(row.group.index, row.group)
        count += 1
    number += 1
    yield page()


def search_entries(site: Site) -> Iterator[list[str]]:
    """The search page's entries: the suite's own text only (scenario ids and names, rulings' words, card and
    feature names), never an engine's. Each is [kind, title, text searched besides the title, link]."""
    for g in site.groups:
        yield ["card" if g.card else "feature", g.name, g.feature, g.page]
        for sc in g.scenarios:
            yield ["scenario", sc.id, f"{sc.name} {' '.join(sc.rules)}", f"{g.page}#{sc.id}"]
    for rp in site.ruling_pages:
        text = f"{rp.ruling.card} {rp.ruling.text} {' '.join(rp.ruling.rules)}" if rp.ruling else ""
        yield ["ruling", rp.key, text, rp.page]


def _script_safe(data: str) -> str:
    """JSON text safe inside a ``<script>`` element and as a JavaScript literal: no ``<``, ``>`` or ``&``, no line
    separators."""
    return (data.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def search_parts(site: Site, part_bytes: int | None = None) -> list[str]:
    """The search data cut into parts of about ``part_bytes`` (:data:`SEARCH_PART_BYTES`) each, in order, every part
    a JSON array of :func:`search_entries` made safe by :func:`_script_safe`. The first goes into ``search.html``;
    part N after it into ``search-N.js``, which the page loads (a script element, so that it works from
    ``file://`` too) only when a query needs it."""
    import json

    part_bytes = part_bytes or SEARCH_PART_BYTES
    parts: list[str] = []
    chunk: list[str] = []
    size = 0
    for entry in search_entries(site):
        text = json.dumps(entry, ensure_ascii=False, separators=(",", ":"))
        if chunk and size + len(text) > part_bytes:
            parts.append(_script_safe("[" + ",".join(chunk) + "]"))
            chunk, size = [], 0
        chunk.append(text)
        size += len(text) + 1
    parts.append(_script_safe("[" + ",".join(chunk) + "]"))
    return parts


def search_part_name(n: int) -> str:
    """The file of the search data's part ``n`` (2 and after; part 1 is in ``search.html``)."""
    return f"search-{n}.js"


def search_index(site: Site) -> Markup:
    """All the search data as one JSON array, safe inside ``<script type="application/json">`` (see
    :func:`search_parts` for what the site writes)."""
    import json

    data = json.dumps(list(search_entries(site)), ensure_ascii=False, separators=(",", ":"))
    return Markup(_script_safe(data))


def not_passing(col: EngineCol) -> list[Result]:
    """A run's results that did not pass, worst first (:data:`BY_SEVERITY`), then by id (ignoring case)."""
    order = {s: i for i, s in enumerate(BY_SEVERITY)}
    bad = [r for r in col.run.results if r.status != "passed"]
    return sorted(bad, key=lambda r: (order.get(r.status, len(order)), r.id.lower()))


def engine_page_name(col: EngineCol, number: int = 1) -> str:
    """A run's page, and from ``number`` 2 its next pages of scenarios not passing (``engine-phase_2.html``: an
    underscore, which no engine's page name has)."""
    return col.page if number == 1 else f"{col.page.removesuffix('.html')}_{number}.html"


def _card_list_name(n: int) -> str:
    """The card list's page ``n`` (from 1): cards.html, cards-2.html..."""
    return f"cards-{n}.html" if n > 1 else "cards.html"


def _matrix_page_name(stem: str, n: int) -> str:
    """The matrix's page ``n`` (from 1) of a view (``stem`` "index" or "rules"): index.html, index-2.html..."""
    return f"{stem}-{n}.html" if n > 1 else f"{stem}.html"


def _card_list(site: Site) -> str | None:
    """The first page listing every card (the ``cards.html`` :func:`iter_pages` writes for a corpus of more
    features than a page lists), or None."""
    return _card_list_name(1) if len(site.groups) > CARD_LIST_ROWS else None


def iter_pages(site: Site, part: int = 0, parts: int = 1) -> Iterator[tuple[str, str]]:
    """(file name, text) of every page of the site, one at a time: a writer keeps one page in memory, not the
    whole site (hundreds of MB at 100,000 results). With ``parts`` > 1, the pages of part ``part`` (0 to
    ``parts - 1``) only, so that processes may render the parts at once: the card pages (about half the time)
    dealt to parts 1 and on, every other page in part 0."""
    if part != 0:
        card = _ENV.get_template("site/card.html.j2")
        common = {"site": site, "statuses": STATUSES, "diff_classes": DIFF_CLASSES, "severity": BY_SEVERITY,
                  "card_list": _card_list(site)}
        for n, group in enumerate(site.groups):
            if n % (parts - 1) == part - 1:
                yield group.page, card.render(**common, group=group, page=group.page)
        return
    common = {"site": site, "statuses": STATUSES, "diff_classes": DIFF_CLASSES, "severity": BY_SEVERITY}
    matrix = _ENV.get_template("site/matrix.html.j2")
    # a corpus of more features than a page lists: the matrix's first page lists its own, cards.html... all of them
    card_pages = -(-len(site.groups) // CARD_LIST_ROWS) if len(site.groups) > CARD_LIST_ROWS else 0
    common["card_list"] = _card_list(site)
    for view in ("card", "rules"):
        stem = "index" if view == "card" else "rules"
        pages = max(1, -(-matrix_rows(site, view) // MATRIX_PAGE_ROWS))  # as iter_matrix_pages cuts them
        name = partial(_matrix_page_name, stem)
        for n, page in enumerate(iter_matrix_pages(site, view), 1):
            assert page.name == name(n)
            # the rows as one piece of markup (each already escaped): not 2,000 template outputs per page
            yield page.name, matrix.render(**common, view=view, page=page.name, nrows=page.count,
                                           body=Markup("\n").join(page.lines), page_number=n,
                                           pager=Pager(n, pages, name), page_groups=page.groups)
    cards = _ENV.get_template("site/cards.html.j2")
    for n in range(1, card_pages + 1):
        yield _card_list_name(n), cards.render(**common, page=_card_list_name(n), page_number=n,
                                               pager=Pager(n, card_pages, _card_list_name),
                                               groups=site.groups[(n - 1) * CARD_LIST_ROWS:n * CARD_LIST_ROWS])
    yield "summary.md", render_summary(site)
    ruling = _ENV.get_template("site/ruling.html.j2")
    for rp in site.ruling_pages:
        yield rp.page, ruling.render(**common, rp=rp, page=rp.page)
    searches = search_parts(site)
    later = [search_part_name(n) for n in range(2, len(searches) + 1)]
    yield "search.html", _ENV.get_template("site/search.html.j2").render(**common, page="search.html",
                                                                         index=Markup(searches[0]), later=later)
    for n, data in enumerate(searches[1:], 2):  # each part a call, so that a script element can load it
        yield search_part_name(n), f"rulingsSearchPart({n}, {data});\n"
    del searches
    card = _ENV.get_template("site/card.html.j2")
    for group in site.groups if parts == 1 else ():
        yield group.page, card.render(**common, group=group, page=group.page)
    engine = _ENV.get_template("site/engine.html.j2")
    for col in site.engines:
        bad = not_passing(col)
        count = max(1, -(-len(bad) // NOT_PASSING_PAGE_ROWS))
        name = partial(engine_page_name, col)
        for n in range(1, count + 1):
            yield name(n), engine.render(**common, col=col, page=name(n), pager=Pager(n, count, name), page_number=n,
                                         bad_total=len(bad), bad=bad[(n - 1) * NOT_PASSING_PAGE_ROWS:n * NOT_PASSING_PAGE_ROWS])
    yield from divergences.render_pages(site, _ENV, common)
    if site.coverage is not None:
        from mtg_rulings.reports.coverage import render_coverage_page

        yield "coverage.html", render_coverage_page(site.coverage, site)


def render_site(site: Site) -> dict[str, str]:
    """File name -> text of every page of the site."""
    return dict(iter_pages(site))


def write_site(site: Site, out: Path, processes: int = 1) -> list[Path]:
    """Write every page into ``out`` (created if needed), each atomically; return the paths written. With
    ``processes`` > 1 (and ``os.fork``), the parts of :func:`iter_pages` are rendered at once, each but the first by
    a process forked for it (sharing the site's data as it is), which this one waits for; OSError if one fails."""
    out.mkdir(parents=True, exist_ok=True)
    parts = processes if processes > 1 and hasattr(os, "fork") else 1
    children: list[tuple[int, int]] = []  # (pid, the read end of the pipe it sends its pages' names through)
    try:
        for part in range(1, parts):
            read, write = os.pipe()
            pid = os.fork()
            if pid == 0:  # pragma: no cover (measured in the child, which never returns)
                _child_pages(site, out, part, parts, read, write)
            os.close(write)
            children.append((pid, read))
        written = _write_pages(site, out, 0, parts)
    finally:
        names, failed = [], []
        for pid, read in children:
            with os.fdopen(read, "rb") as f:
                names += f.read().decode().splitlines()
            if os.waitpid(pid, 0)[1] != 0:
                failed.append(pid)
    if failed:
        raise OSError(f"the report's pages: {len(failed)} process(es) rendering them failed")
    return written + [out / name for name in names]


def _write_pages(site: Site, out: Path, part: int, parts: int) -> list[Path]:
    written = []
    for name, text in iter_pages(site, part, parts):
        write_atomic(out / name, text)
        written.append(out / name)
    return written


def _child_pages(site: Site, out: Path, part: int, parts: int, read: int, write: int) -> NoReturn:
    """A forked process's part of the pages: their names sent on ``write``; exit 0, or 1 (its traceback on
    stderr). It ignores the signals that interrupt a run: the process waiting for it decides (the merge of a
    parallel run ends its writing, mtg_rulings/cli/scale.py)."""
    code = 1
    try:
        os.close(read)
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            signal.signal(sig, signal.SIG_IGN)
        names = [p.name for p in _write_pages(site, out, part, parts)]
        with os.fdopen(write, "wb") as f:
            f.write("\n".join(names).encode())
        code = 0
    except BaseException:
        traceback.print_exc()
    finally:
        os._exit(code)


def write_run_site(run: Results, features: FeatureDirs, out: Path, root: Path | None = None,
                   suite: list[ScenarioInfo] | None = None, processes: int = 1) -> list[Path]:
    """The site of one engine run (what ``rulings run --out`` and ``rulings import`` write into ``report/``):
    the same pages as ``rulings report``, failures listed first. ``features`` is a features folder or a list
    of them; ``root`` is the folder feature paths in the results are relative to (by default the first
    features folder's parent); ``suite``: the scenarios of ``features`` already loaded (by the run), read again
    when not given; ``processes``: how many render the pages at once (:func:`write_site`)."""
    folders = [features] if isinstance(features, Path) else list(features)
    with no_gc():
        if suite is None:
            try:
                suite = load_suite(folders, root or folders[0].parent, strict=False, check_steps=False)
            except SuiteError:  # the report of a run must not fail for its feature files: results alone still render
                suite = []
        return write_site(build_site([run], suite), out, processes)
