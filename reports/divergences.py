"""An engine's divergences from the rulings: one page per engine run with failures, for the engine's authors.

``divergences-<engine>.html`` lists each `failed` scenario with the ruling it executes (or the CR rule it
exercises), the scenario as written (the minimal example: its Gherkin, and the Examples row of an outline),
what the ruling expects and what the engine did, the triage the adapter gave (a parser gap or a rules gap,
from the failure message), the standalone reproduction in the engine's own terms when the adapter wrote one
(docs/verdicts.md, "Reproductions"), and a Markdown block to paste into a bug report. ``divergences-<engine>.md``
holds every block, one after the other.

The failure message is the harness's: ``<feature>:<line>: expected ...; observed ... [note; note]``; the
notes are the adapter's (``Engine.failure_notes``), each beginning "parser gap" or "rules gap" when triaged.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtg_rulings.model.rulings import Ruling
from mtg_rulings.reports.markdown import md_code, md_text

if TYPE_CHECKING:  # mtg_rulings.reports.site imports this module to render its pages
    from mtg_rulings.reports.site import EngineCol, MatrixRow, Site

_TRIAGE = re.compile(r"; (?=(?:parser gap|rules gap|phase could not)\b)")
_WHERE = re.compile(r"(\S+\.feature:\d+): (.*)\Z", re.S)
_EXPECTED = re.compile(r"expected (.*?)[;,] ((?:observed|it was|phase) .*)\Z", re.S)
_REJECTED = re.compile(r"(.*) was rejected: (.*)\Z", re.S)


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
    lines = [f"### {t(info.engine)} {t(str(info.engine_version))}: {t(d.name)}", ""]
    for r in d.rulings:
        lines += [f"**Ruling** ({t(r.card)}, {t(r.published)}; CR {t(', '.join(r.rules)) or 'none cited'}):", "",
                  *(f"> {t(line)}" for line in r.text.splitlines()), ""]
    if not d.rulings and d.description:
        lines += ["**Rule**:", "", *(f"> {t(line)}" for line in d.description.splitlines()), ""]
    command = f"rulings run --engine {info.engine} -k \"{d.id.split('[', 1)[0]}\""
    gherkin = d.gherkin.rstrip()
    fence = "`" * max(3, max((len(m) for m in re.findall(r"`+", gherkin)), default=0) + 1)
    lines += [f"**Rules exercised**: CR {t(', '.join(d.rules))}", "",
              f"**Scenario** (mtg-rulings, id {md_code(d.id)}, failing at {md_code(d.where)}; suite commit "
              f"{md_code(info.suite_commit[:12])}; run it with {md_code(command)}):", "",
              f"{fence}gherkin", gherkin, fence, ""]
    if d.example:
        lines += [f"(the Examples row {md_code(d.example)})", ""]
    if d.expected:
        lines += [f"**Expected**: {t(d.expected)}", ""]
    lines += [f"**Observed**: {t(d.observed)}", ""]
    if d.triage:
        lines += ["**Triage**:", "", *(f"- {t(n)}" for n in d.triage), ""]
    if d.reproduction:
        script = d.reproduction.rstrip()
        fence = "`" * max(3, max((len(m) for m in re.findall(r"`+", script)), default=0) + 1)
        lines += [f"**Standalone reproduction** (needs only {t(info.engine)}'s own package, not mtg-rulings; save it as "
                  f"{md_code('reproduce.py')} and run {md_code('python reproduce.py')}: exit 1 while the divergence "
                  f"stands, 0 once fixed):", "", f"{fence}python", script, fence, ""]
    elif d.cause != "engine":
        lines += [f"**Not verified**: no standalone reproduction in {t(info.engine)}'s own terms; this may be the "
                  f"suite's adapter, not {t(info.engine)}.", ""]
    return "\n".join(lines).rstrip() + "\n"


def _with_background(steps: list[str], gherkin: str) -> str:
    """The scenario's Gherkin after the Background steps that apply to it (its feature's, then its Rule's, as the
    suite's load recorded them: :attr:`ScenarioInfo.background`), so that the block runs as it reads."""
    if not steps:
        return gherkin
    indent = re.match(r"\s*", gherkin).group(0)  # type: ignore[union-attr]
    return "\n".join([f"{indent}Background:", *(f"{indent}  {s}" for s in steps), "", gherkin])


#: Most divergences on one page (each about 4 KB): 5,000 failures of a 100,000-result run give 20 pages of about
#: 1 MB, not one of 20 MB; ``divergences-<engine>.md`` keeps every block in one file.
PAGE_ITEMS = 250


def page_name(col: EngineCol, number: int = 1) -> str:
    """The divergences page of an engine run, beside its engine page; ``number`` 2 and after: its next pages
    (``divergences-phase_2.html``: an underscore, which no engine's page name has, so that no two runs' pages
    meet)."""
    first = col.page.replace("engine-", "divergences-", 1)
    return first if number == 1 else f"{first.removesuffix('.html')}_{number}.html"


def render_pages(site: Site, env: Any, common: dict[str, Any], per_page: int | None = None) -> Iterator[tuple[str, str]]:
    """(file name, text) of the divergences pages (at most ``per_page``, :data:`PAGE_ITEMS`, on each) and the
    Markdown of every engine run with failures, one page at a time."""
    per_page = per_page or PAGE_ITEMS
    template = env.get_template("site/divergences.html.j2")
    for col in site.engines:
        found = divergences(site, col)
        if not found:
            continue
        count = -(-len(found) // per_page)
        pager = [(page_name(col, n), n) for n in range(1, count + 1)]
        for n, (page, _) in enumerate(pager, 1):
            yield page, template.render(**common, col=col, page=page, divergences=found[(n - 1) * per_page:n * per_page],
                                        total=len(found), pager=pager, page_number=n, markdown=page_name(col)
                                        .removesuffix(".html") + ".md")
        yield page_name(col).removesuffix(".html") + ".md", "\n".join(d.markdown for d in found)
