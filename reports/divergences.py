"""An engine's divergences from the rulings: one page per engine run with failures, for the engine's authors.

``divergences-<engine>.html`` lists each `failed` scenario with the ruling it executes (or the CR rule it
exercises), the scenario as written (the minimal example: its Gherkin, and the Examples row of an outline),
what the ruling expects and what the engine did, the triage the adapter gave (a parser gap or a rules gap,
from the failure message), the standalone reproduction in the engine's own terms when the adapter wrote one
(docs/verdicts.md, "Reproductions"), and a Markdown block to paste into a bug report. ``divergences-<engine>.md``
holds the blocks of the first page, one after the other, ``divergences-<engine>_2.md`` those of the second, and so
on (:func:`render_pages`).

The failure message is the harness's: ``<feature>:<line>: expected ...; observed ... [note; note]``; the
notes are the adapter's (``Engine.failure_notes``), each beginning "parser gap" or "rules gap" when triaged.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from mtg_rulings.model.rulings import Ruling
from mtg_rulings.reports.markdown import md_code, md_text
from mtg_rulings.reports.pager import Pager

if TYPE_CHECKING:  # mtg_rulings.reports.site imports this module to render its pages
    from mtg_rulings.reports.site import EngineCol, MatrixRow, Site

_TRIAGE = re.compile(r"; (?=(?:parser gap|rules gap|phase could not)\b)")
_WHERE = re.compile(r"(\S+\.feature:\d+): (.*)\Z", re.S)
_EXPECTED = re.compile(r"expected (.*?)[;,] ((?:observed|it was|phase) .*)\Z", re.S)
_REJECTED = re.compile(r"(.*) was rejected: (.*)\Z", re.S)

#: Most characters of one field of the engine's text (its scenario name, expected, observed, a triage note) in a
#: bug-report block, the most triage notes, and the longest reproduction script shown in it (whole or not at all: a
#: cut script can't run): a block is bounded (a few KB, tens at most, for the body of a bug report) whatever the
#: engine printed; the HTML page shows it all.
FIELD_CHARS = 2_000
TRIAGE_NOTES = 5
SCRIPT_CHARS = 20_000


@dataclass
class Divergence:
    """One failed scenario of one engine run, as an engine author reads it."""

    id: str
    name: str
    where: str  # the feature line the failure names (or the scenario's own)
    rulings: list[Ruling]
    rules: list[str]
    description: str
    gherkin: str  # the scenario as written, after the Background steps that apply to it
    example: str  # an outline's Examples row ("2-3"), or ""
    expected: str
    observed: str
    triage: list[str] = field(default_factory=list)
    markdown: str = ""
    cause: str | None = None  # whose fault: "engine" only when verified (docs/verdicts.md)
    reproduction: str = ""  # the standalone script in the engine's own terms, when the adapter wrote one


def split_message(message: str) -> tuple[str, str, str, list[str]]:
    """A failure message's feature line, expected and observed answers, and its triage notes."""
    body, notes = message, []
    if message.endswith("]") and " [" in message:
        start = _notes_start(message)
        # a check's own bracketed value ("observed [A, B]", the stack bottom first) is not the notes
        if start is not None and not message[:start].endswith(("observed", "to be")):
            body, inner = message[:start], message[start + 2:-1]
            notes = [n.strip() for n in _TRIAGE.split(inner) if n.strip()]
    where = ""
    if m := _WHERE.match(body):
        where, body = m.group(1), m.group(2)
    if m := _EXPECTED.match(body):
        return where, m.group(1), m.group(2).removeprefix("observed "), notes
    if m := _REJECTED.match(body):
        return where, f"{m.group(1)} to be accepted", f"rejected: {m.group(2)}", notes
    return where, "", body, notes


def _notes_start(message: str) -> int | None:
    """Where the harness's " [notes]" begins: the " [" whose bracket closes at the very end."""
    depth = 0
    for i in range(len(message) - 1, -1, -1):
        ch = message[i]
        if ch == "]":
            depth += 1
        elif ch == "[":
            depth -= 1
            if depth == 0:
                return i - 1 if i > 0 and message[i - 1] == " " else None
    return None


def divergences(site: Site, col: EngineCol) -> list[Divergence]:
    """The failed results of one engine run, in the order of the matrix."""
    out = []
    infos: dict[int, dict[str, Any]] = {}  # each group's scenarios by id, made once: linear in the rows
    for row in site.rows:
        cell = row.cells[col.index]
        if cell.status != "failed":
            continue
        group = infos.get(id(row.group))
        if group is None:
            group = infos[id(row.group)] = {}
            for sc in row.group.scenarios:
                group.setdefault(sc.id, sc.info)
        d = _divergence(site, col, row, cell.message, group.get(row.base), cell.cause, cell.reproduction)
        out.append(d)
    return out


def _divergence(site: Site, col: EngineCol, row: MatrixRow, message: str, info: Any, cause: str | None = None,
                reproduction: str = "") -> Divergence:
    where, expected, observed, triage = split_message(message)
    d = Divergence(
        id=row.id, name=row.scenario, where=where or (f"{info.feature}:{info.line}" if info else row.group.feature),
        rulings=[site.rulings[k] for k in row.rulings if k in site.rulings], rules=list(row.rules),
        description=info.description if info else "",
        gherkin=_with_background(info.background, info.gherkin) if info else "",
        example=row.id[len(row.base) + 1:-1] if row.id != row.base else "",
        expected=expected, observed=observed, triage=triage, cause=cause, reproduction=reproduction)
    d.markdown = _markdown(d, col)
    return d


def _markdown(d: Divergence, col: EngineCol) -> str:
    """The bug-report block: the ruling, the scenario, expected and observed, the triage. Text from the engine
    (its name, version, messages, triage) and from the suite's data (card names, ruling text, scenario names) is
    escaped as Markdown text or code (:mod:`mtg_rulings.reports.markdown`): no HTML, link or heading can come through."""
    info = col.run.run_info
    t = md_text
    lines = [f"### {t(info.engine)} {t(str(info.engine_version))}: {t(_clip(d.name))}", ""]
    for r in d.rulings:
        lines += [f"**Ruling** ({t(r.card)}, {t(r.published)}; CR {t(', '.join(r.rules)) or 'none cited'}):", "",
                  *(f"> {t(line)}" for line in r.text.splitlines()), ""]
    if not d.rulings and d.description:
        lines += ["**Rule**:", "", *(f"> {t(line)}" for line in d.description.splitlines()), ""]
    command = f"rulings run --engine {shlex.quote(info.engine)} -k \"{d.id.split('[', 1)[0]}\""  # a name as the shell reads it
    gherkin = d.gherkin.rstrip()
    fence = "`" * max(3, max((len(m) for m in re.findall(r"`+", gherkin)), default=0) + 1)
    lines += [f"**Rules exercised**: CR {t(', '.join(d.rules))}", "",
              f"**Scenario** (mtg-rulings, id {md_code(d.id)}, failing at {md_code(d.where)}; suite commit "
              f"{md_code(info.suite_commit[:12])}; run it with {md_code(command)}):", "",
              f"{fence}gherkin", gherkin, fence, ""]
    if d.example:
        lines += [f"(the Examples row {md_code(d.example)})", ""]
    if d.expected:
        lines += [f"**Expected**: {t(_clip(d.expected))}", ""]
    lines += [f"**Observed**: {t(_clip(d.observed))}", ""]
    if d.triage:
        lines += ["**Triage**:", "", *(f"- {t(_clip(n))}" for n in d.triage[:TRIAGE_NOTES]), ""]
        if len(d.triage) > TRIAGE_NOTES:
            lines += [f"(and {len(d.triage) - TRIAGE_NOTES} more notes: the divergences page shows them all)", ""]
    if len(d.reproduction) > SCRIPT_CHARS:
        lines += [f"**Standalone reproduction**: a script of {len(d.reproduction):,} characters, too long for a bug "
                  f"report's body: the divergences page shows it.", ""]
    elif d.reproduction:
        script = d.reproduction.rstrip()
        fence = "`" * max(3, max((len(m) for m in re.findall(r"`+", script)), default=0) + 1)
        lines += [f"**Standalone reproduction** (needs only {t(info.engine)}'s own package, not mtg-rulings; save it as "
                  f"{md_code('reproduce.py')} and run {md_code('python reproduce.py')}: exit 1 while the divergence "
                  f"stands, 0 once fixed):", "", f"{fence}python", script, fence, ""]
    elif d.cause != "engine":
        lines += [f"**Not verified**: no standalone reproduction in {t(info.engine)}'s own terms; this may be the "
                  f"suite's adapter, not {t(info.engine)}.", ""]
    return "\n".join(lines).rstrip() + "\n"


def _clip(text: str, limit: int = FIELD_CHARS) -> str:
    """``text``, or its first ``limit`` characters and how many more there are."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text) - limit:,} more characters: the divergences page shows them all)"


def _with_background(steps: list[str], gherkin: str) -> str:
    """The scenario's Gherkin after the Background steps that apply to it (its feature's, then its Rule's, as the
    suite's load recorded them: :attr:`ScenarioInfo.background`), so that the block runs as it reads."""
    if not steps:
        return gherkin
    indent = re.match(r"\s*", gherkin).group(0)  # type: ignore[union-attr]
    return "\n".join([f"{indent}Background:", *(f"{indent}  {s}" for s in steps), "", gherkin])


#: Most divergences on one page (each about 4 KB): 5,000 failures of a 100,000-result run give 20 pages of about
#: 1 MB, not one of 20 MB. The Markdown is paged with the HTML: ``divergences-<engine>.md`` holds the blocks of the
#: first page, ``divergences-<engine>_2.md`` those of the second, and so on.
PAGE_ITEMS = 250
#: About the most Markdown on one page: a page ends before the block that would take it past this (a page holds one
#: block at least), so that long messages give more pages, not larger ones.
PAGE_BYTES = 1_000_000


def page_name(col: EngineCol, number: int = 1) -> str:
    """The divergences page of an engine run, beside its engine page; ``number`` 2 and after: its next pages
    (``divergences-phase_2.html``: an underscore, which no engine's page name has, so that no two runs' pages
    meet)."""
    first = col.page.replace("engine-", "divergences-", 1)
    return first if number == 1 else f"{first.removesuffix('.html')}_{number}.html"


def markdown_name(col: EngineCol, number: int = 1) -> str:
    """The Markdown page of the bug-report blocks of :func:`page_name`'s page ``number``: ``divergences-phase.md``,
    ``divergences-phase_2.md``..."""
    return page_name(col, number).removesuffix(".html") + ".md"


def cut_pages(found: list[Divergence], per_page: int, page_bytes: int) -> list[tuple[int, int]]:
    """The (start, end) of each page's divergences in ``found``: at most ``per_page`` and, past the first, at most
    ``page_bytes`` of their Markdown on one page. One pass: linear in the divergences."""
    cuts, start, size = [], 0, 0
    for i, d in enumerate(found):
        n = len(d.markdown) + 1
        if i > start and (i - start >= per_page or size + n > page_bytes):
            cuts.append((start, i))
            start, size = i, 0
        size += n
    if start < len(found):
        cuts.append((start, len(found)))
    return cuts


def render_markdown_page(col: EngineCol, found: list[Divergence], cuts: list[tuple[int, int]], number: int) -> str:
    """The Markdown page ``number`` (from 1) of an engine run's bug-report blocks. One page alone is its blocks; of
    several, each begins with where it is (page N of M, its failures' range) and links to the previous, next and
    first pages; the first also lists every page (a link each: linear in the pages, not one list on every page)."""
    start, end = cuts[number - 1]
    blocks = "\n".join(d.markdown for d in found[start:end])
    if len(cuts) == 1:
        return blocks
    info = col.run.run_info
    links = [f"[{label}]({markdown_name(col, n)})" for label, n in
             (("first", 1), ("previous", number - 1), ("next", number + 1), ("last", len(cuts)))
             if 1 <= n <= len(cuts) and n != number]
    lines = [f"**{md_text(info.engine)} {md_text(str(info.engine_version))}: divergences from the rulings**, page "
             f"{number} of {len(cuts)} (failures {start + 1} to {end} of {len(found)}; in HTML: "
             f"[{page_name(col, number)}]({page_name(col, number)})): {' · '.join(links)}", ""]
    if number == 1:
        lines += ["Pages: " + " ".join(f"[{n}]({markdown_name(col, n)})" for n in range(1, len(cuts) + 1)), ""]
    return "\n".join(lines) + "\n" + blocks


def render_pages(site: Site, env: Any, common: dict[str, Any], per_page: int | None = None,
                 page_bytes: int | None = None) -> Iterator[tuple[str, str]]:
    """(file name, text) of the divergences pages of every engine run with failures, one page at a time: each
    HTML page (at most ``per_page``, :data:`PAGE_ITEMS`, and about ``page_bytes`` of Markdown, :func:`cut_pages`)
    and its Markdown page of the same failures (:func:`render_markdown_page`)."""
    per_page, page_bytes = per_page or PAGE_ITEMS, page_bytes or PAGE_BYTES
    template = env.get_template("site/divergences.html.j2")
    for col in site.engines:
        found = divergences(site, col)
        if not found:
            continue
        cuts = cut_pages(found, per_page, page_bytes)
        name = partial(page_name, col)
        for n, (start, end) in enumerate(cuts, 1):
            yield name(n), template.render(**common, col=col, page=name(n), divergences=found[start:end],
                                           total=len(found), pager=Pager(n, len(cuts), name), page_number=n,
                                           markdown=markdown_name(col, n))
            yield markdown_name(col, n), render_markdown_page(col, found, cuts, n)
