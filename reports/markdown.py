"""summary.md: the report's totals and non-passing scenarios in Markdown (e.g. for a CI job summary).

Engine text is data: :func:`md_text` escapes Markdown syntax and HTML (renderers such as GitHub's pass
inline HTML through), and folds line breaks so a message can't end a table row.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING
from urllib.parse import quote

from mtg_rulings.model.results import STATUSES

if TYPE_CHECKING:
    from mtg_rulings.model.results import Result
    from mtg_rulings.reports.site import EngineCol, Site

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|~>])")
#: The longest message (and incomplete run's reason) and scenario id a summary line shows; longer ones are cut.
MESSAGE_CHARS = 500
ID_CHARS = 200
#: About the most characters of the rows a Markdown file meant for a pull-request comment lists (summary.md, the
#: baseline comparison's --markdown, ``rulings diff --markdown``): GitHub takes at most 65,536 characters a comment,
#: and the counts above the rows and the "and K more" line below them need the rest.
COMMENT_CHARS = 55_000
#: Most results listed in each list of summary.md, and about the most characters of all its lists: the tables above
#: them, a row per engine run, are apart.
SUMMARY_ITEMS = 50
SUMMARY_CHARS = COMMENT_CHARS
MORE_CHARS = 300  # what each list's "and K more" line needs, kept in hand


def md_text(text: str) -> str:
    """``text`` as literal Markdown inline text: HTML-escaped, syntax backslash-escaped, on one line."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = _MD_SPECIAL.sub(r"\\\1", text)
    return re.sub(r"\s*[\r\n]+\s*", " ", text).strip()


def md_code(text: str) -> str:
    """``text`` as an inline code span on one line, whatever backticks it holds: the fence is one backtick
    longer than the longest run in it (CommonMark), padded with spaces when the text starts or ends with
    one; a ``|`` is escaped, which GitHub's tables require even inside code. Code spans show HTML as text."""
    text = re.sub(r"\s*[\r\n]+\s*", " ", text).replace("|", "\\|")
    fence = "`" * (max((len(m) for m in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith(("`", " ")) or text.endswith(("`", " ")) else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def md_url(url: str) -> str | None:
    """``url`` as a link destination, if it is an http(s) URL; characters that could end the link or make it
    markup are percent-encoded. None for anything else (``javascript:``, relative paths)."""
    if not re.match(r"https?://[^\s]+$", url, re.IGNORECASE):
        return None
    return "".join(ch if ch.isascii() and ch not in "()<>[]\\`\"' |*_{}" else quote(ch, safe="") for ch in url)


def fit_lines(lines: Iterable[str], budget: int, items: int) -> list[str]:
    """The first of ``lines`` that fit: at most ``items`` of them, of at most ``budget`` characters in all (each line
    with its newline); the first line that would pass ``budget`` ends the list. Takes from ``lines`` only as far as
    it needs (a generator's later lines are never made): the work is linear in the lines shown, not in all of them.
    The caller says how many were left out (``its count - len(result)``)."""
    out: list[str] = []
    used = 0
    if items <= 0:
        return out
    for line in lines:
        if used + len(line) + 1 > budget:
            break
        out.append(line)
        used += len(line) + 1
        if len(out) == items:
            break
    return out


def clip(text: str, limit: int) -> str:
    """``text``, or its first ``limit`` characters and an ellipsis."""
    return text if len(text) <= limit else text[:limit] + "…"


def render_summary(site: Site, items: int = SUMMARY_ITEMS, budget: int = SUMMARY_CHARS) -> str:
    """The totals per engine, then its results that aren't passed: the engine's own faults apart from the
    debt of this suite (its adapter's limits and mistakes, its scenarios), each with its cause.

    Bounded for a pull-request comment (GitHub takes at most 65,536 characters): each list shows its first ``items``
    results (by id; each message cut at :data:`MESSAGE_CHARS`) as far as its part of ``budget`` characters goes (an
    equal part of what the lists before it left, so that one engine's long messages can't crowd out another's); the
    rest of a list is one line, "and K more", linking the run's page, which lists every result not
    passing. Only the tables grow, a row per engine run. The work is linear in the results; only the listed ones
    are escaped."""
    lines = ["# Rulings report", "", "| engine | version | " + " | ".join(_statuses(site)) + " |",
             "|---|---|" + "---:|" * len(_statuses(site))]
    for col in site.engines:
        counts = " | ".join(str(col.summary.get(s, 0)) for s in _statuses(site))
        lines.append(f"| {md_text(col.name)} | {md_text(col.run.run_info.engine_version)} | {counts} |")
    lines += ["", f"Interop: {site.interop} of {site.total} scenarios pass on every engine"
              + ("" if site.has_reference else " (no reference run given)") + ".", ""]
    lines += ["| engine | engine faults | adapter debt | suite debt | cause unknown | passed, partly unjudged |",
              "|---|---:|---:|---:|---:|---:|"]
    for col in site.engines:
        causes = col.run.causes()
        unknown = sum(1 for r in col.run.results if r.status != "passed" and r.cause is None)
        lines.append(f"| {md_text(col.name)} | {causes['engine']} | {causes['adapter']} | {causes['suite']} | {unknown} | "
                     f"{col.run.passed_unjudged()} |")
    lines.append("")
    unreviewed = {sc.id for g in site.groups for sc in g.scenarios if sc.info is not None and sc.info.unreviewed}
    for col in site.engines:
        if not col.run.complete:
            reason = clip(col.run.incomplete_reason or "", MESSAGE_CHARS)
            lines += [f"**Incomplete run of {md_text(col.name)}**: {md_text(reason)}", ""]
    left = budget - sum(len(line) + 1 for line in lines)
    lists: list[tuple[EngineCol, str, list[Result]]] = []
    for col in site.engines:
        faults: list[Result] = []
        debt: list[Result] = []
        fuzzed: list[Result] = []
        for r in col.run.results:
            if r.status == "passed":
                continue
            if r.id.split("[", 1)[0] in unreviewed:
                fuzzed.append(r)
            else:
                (faults if r.cause == "engine" else debt).append(r)
        name = md_text(col.name)
        lists += [(col, title, rows) for title, rows in (
            (f"Faults of {name} (cause: engine)", faults),
            (f"Not passing on {name} through this suite's debt (cause: adapter or suite)", debt),
            (f"Unreviewed scenarios (rulings fuzz, no ruling yet) not passing on {name}", fuzzed)) if rows]
    for k, (col, title, rows) in enumerate(lists):
        share = left // (len(lists) - k)  # an equal part of what is left: one engine's long messages can't crowd out
        section = [f"## {title}", ""]
        used = sum(len(line) + 1 for line in section) + MORE_CHARS  # the "and K more" line, kept in hand
        # the first ``items`` by id, without sorting them all: heapq.nsmallest keeps ``items`` at a time
        listed = fit_lines((f"- **{md_text(r.status)}** ({md_text(r.cause or 'cause unknown')}) "
                            f"{md_code(clip(r.id, ID_CHARS))}: {md_text(clip(r.message, MESSAGE_CHARS))}"
                            for r in heapq.nsmallest(items, rows, key=_by_id)), share - used, items)
        section += listed
        shown = len(listed)
        if shown < len(rows):
            section.append(f"- and {len(rows) - shown:,} more: [{col.page}]({col.page}) (the run's page, in the "
                           f"report) lists every scenario not passing on {md_text(col.name)}")
        lines += [*section, ""]
        left -= sum(len(line) + 1 for line in section) + 1
    return "\n".join(lines)


def _by_id(r: Result) -> str:
    return r.id


def _statuses(site: Site) -> list[str]:
    return list(STATUSES)
