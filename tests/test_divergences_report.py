"""The report's divergences page: each failure of an engine with its ruling, scenario, expected and observed,
its triage, and a Markdown block for a bug report (reports/divergences.py)."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from mtg_rulings.model.results import Result, Results, RunInfo
from mtg_rulings.reports.divergences import split_message
from mtg_rulings.reports.site import build_site, render_site
from mtg_rulings.steps.collection import load_suite

ROOT = Path(__file__).resolve().parent.parent

CHOCOBO = ('features/cards/traveling_chocobo.feature:475: expected triggered abilities put on the stack: 2 from Soul '
           'Warden; observed 1 from Soul Warden [parser gap: phase parsed Traveling Chocobo\'s Oracle sentence "If a land '
           'or Bird you control entering ..." as DoubleTriggers cause {"EntersBattlefield":{"core_types":["Land"]}}, '
           'which drops "Bird" (the cause names no subtype Bird, only [\'Land\']) (CR 603.2d); rules gap (CR 607.2a): '
           'it resolved (its "you may" answered yes; nothing else) and played nothing]')


def test_a_failure_message_splits_into_expected_observed_and_triage() -> None:
    where, expected, observed, notes = split_message(CHOCOBO)
    assert where == "features/cards/traveling_chocobo.feature:475"
    assert expected == "triggered abilities put on the stack: 2 from Soul Warden" and observed == "1 from Soul Warden"
    # the notes hold JSON brackets and "; " of their own: split only where a triage begins
    assert len(notes) == 2 and notes[0].startswith("parser gap: ") and notes[0].endswith("(CR 603.2d)")
    assert notes[1] == 'rules gap (CR 607.2a): it resolved (its "you may" answered yes; nothing else) and played nothing'
    assert split_message("f.feature:3: expected Alice casts Bolt from hand to be rejected; it was accepted") == (
        "f.feature:3", "Alice casts Bolt from hand to be rejected", "it was accepted", [])
    assert split_message("features/a.feature:9: Carol plays Forest from hand was rejected: phase: Wrong player") == (
        "features/a.feature:9", "Carol plays Forest from hand to be accepted", "rejected: phase: Wrong player", [])
    stack = "f.feature:4: expected the stack (bottom first) to be [A (spell)]; observed [B (spell)]"
    assert split_message(stack) == ("f.feature:4", "the stack (bottom first) to be [A (spell)]", "[B (spell)]", [])
    assert split_message(stack + " [rules gap (CR 1.1): x]")[3] == ["rules gap (CR 1.1): x"]
    assert split_message("something else [a note]") == ("", "", "something else", ["a note"])  # any engine's notes


def _run(engine: str, status: str, message: str) -> Results:
    result = Result("chocobo-itself-entering", "features/cards/traveling_chocobo.feature",
                    "Traveling Chocobo entering makes an ability that triggers on it trigger an additional time",
                    status, message, ["97cab61782ba"], ["603.6a", "603.2d"],
                    cause=None if status == "passed" else "engine")
    return Results(RunInfo(engine, "0.103.0", "0.1.0", "abcdef1234567890", "2026-12-01T10:00:00+00:00", 1.0), [result])


def test_the_divergences_page_gives_each_failure_with_its_ruling_scenario_and_a_bug_report_block() -> None:
    suite = load_suite(ROOT / "features", ROOT)
    site = build_site([_run("reference", "passed", ""), _run("phase", "failed", CHOCOBO)], suite)
    pages = render_site(site)
    assert "divergences-reference.html" not in pages  # nothing failed there
    page = html.unescape(pages["divergences-phase.html"])
    assert "If a land or Bird you control entering at the same time as Traveling Chocobo" in page  # the ruling
    assert "Background:" in page and "Given a game between Alice and Bob" in page  # the scenario runs as it reads
    assert "Scenario: Traveling Chocobo entering makes an ability that triggers on it" in page
    assert "triggered abilities put on the stack: 2 from Soul Warden" in page and "1 from Soul Warden" in page
    md = re.sub(r"\\(.)", r"\1", pages["divergences-phase.md"])  # as it renders: the text is Markdown-escaped
    assert md.startswith("### phase 0.103.0: Traveling Chocobo entering makes an ability")
    assert "**Ruling** (Traveling Chocobo, 2025-06-06; CR " in md and "```gherkin" in md
    assert "**Expected**: triggered abilities put on the stack: 2 from Soul Warden" in md
    assert "**Observed**: 1 from Soul Warden" in md and "- parser gap: phase parsed Traveling Chocobo's" in md
    assert 'rulings run --engine phase -k "chocobo-itself-entering"' in md
    assert 'href="divergences-phase.html"' in pages["engine-phase.html"]  # linked from the run's page
    assert "divergences-" not in pages["engine-reference.html"]


def test_the_divergences_page_is_paged_as_the_matrix_is() -> None:
    """600 failures: pages of at most PAGE_ITEMS (250), each listing and showing its own, with a pager; together every
    failure once, in the matrix's order; each page's Markdown beside it (divergences-phase.md, divergences-phase_2.md...),
    the same failures' blocks, linked from the page and linked to each other; two runs of one engine never share a
    page name."""
    from mtg_rulings.reports import divergences

    info = RunInfo("phase", "0.103.0", "0.1.0", "abcdef1234567890", "2026-12-01T10:00:00+00:00", 1.0)
    run = Results(info, [Result(f"s-{i:04d}", f"features/big/f{i // 100}.feature", f"scenario {i}", "failed",
                                f"features/big/f{i // 100}.feature:3: expected {i}; observed {i + 1}", [], ["603.2"],
                                cause="engine") for i in range(600)])
    pages = render_site(build_site([run, run], []))
    names = sorted(k for k in pages if k.startswith("divergences-"))
    assert names == ["divergences-phase-2.html", "divergences-phase-2.md", "divergences-phase-2_2.html",
                     "divergences-phase-2_2.md", "divergences-phase-2_3.html", "divergences-phase-2_3.md",
                     "divergences-phase.html", "divergences-phase.md", "divergences-phase_2.html", "divergences-phase_2.md",
                     "divergences-phase_3.html", "divergences-phase_3.md"]
    first = [pages[n] for n in ("divergences-phase.html", "divergences-phase_2.html", "divergences-phase_3.html")]
    shown = [re.findall(r'<section class="divergence" id="(s-\d+)">', p) for p in first]
    assert [len(s) for s in shown] == [divergences.PAGE_ITEMS, divergences.PAGE_ITEMS, 100]
    assert [i for ids in shown for i in ids] == [r.id for r in run.results]
    mds = [pages[n] for n in ("divergences-phase.md", "divergences-phase_2.md", "divergences-phase_3.md")]
    for n, (page, ids, md) in enumerate(zip(first, shown, mds, strict=True), 1):
        assert re.findall(r'<li><a href="#(s-\d+)">', page) == ids  # each page lists its own
        own = "divergences-phase.md" if n == 1 else f"divergences-phase_{n}.md"
        assert "600 scenarios failed on this run" in page and f'href="{own}"' in page  # and links its Markdown
        # the Markdown page: the same failures' blocks, in order, under where it is and its links
        assert re.findall(r"^### phase 0\\\.103\\\.0: scenario (\d+)$", md, re.M) == [i.removeprefix("s-").lstrip("0") or "0"
                                                                                  for i in ids]
        assert md.startswith(f"**phase 0\\.103\\.0: divergences from the rulings**, page {n} of 3")
    assert "(failures 251 to 500 of 600" in mds[1]
    assert "[previous](divergences-phase.md)" in mds[1] and "[next](divergences-phase_3.md)" in mds[1]
    assert "[next](divergences-phase_2.md)" in mds[0] and "[previous]" not in mds[0] and "[next]" not in mds[2]
    assert "Pages: [1](divergences-phase.md) [2](divergences-phase_2.md) [3](divergences-phase_3.md)" in mds[0]
    assert "Pages:" not in mds[1]  # every page listed once, on the first: linear in the pages
    assert "Page 2 of 3" in first[1] and 'href="divergences-phase_3.html"' in first[0]
    assert sum(md.count("### phase 0\\.103\\.0: ") for md in mds) == 600  # Markdown-escaped
    # one page alone is its blocks, as it always was
    alone = render_site(build_site([Results(info, run.results[:3])], []))["divergences-phase.md"]
    assert alone.startswith("### phase 0\\.103\\.0: scenario 0") and alone.count("### ") == 3


def test_a_divergences_page_is_bounded_in_size_whatever_the_engine_printed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Failures whose messages are 20,000 characters each: each bug-report block cuts the engine's text (FIELD_CHARS a
    field, TRIAGE_NOTES notes, a reproduction shown whole only up to SCRIPT_CHARS), and a page ends before the block
    that would take its Markdown past PAGE_BYTES (here 60,000): more pages, each bounded, every failure on one."""
    from mtg_rulings.reports import divergences

    monkeypatch.setattr(divergences, "PAGE_BYTES", 60_000)
    info = RunInfo("phase", "0.103.0", "0.1.0", "abcdef1234567890", "2026-12-01T10:00:00+00:00", 1.0)
    notes = "; ".join(f"rules gap: note {k} " + "n" * 3000 for k in range(8))
    long = "x" * 10_000
    run = Results(info, [Result(f"s-{i:04d}", "features/big/one.feature", f"scenario {i}", "failed",
                                f"features/big/one.feature:3: expected {long}; observed {long} [{notes}]", [], ["603.2"],
                                cause="adapter", reproduction="print(1)\n" * 2_500) for i in range(40)])
    pages = render_site(build_site([run], []))
    mds = {k: v for k, v in pages.items() if k.startswith("divergences-") and k.endswith(".md")}
    html_pages = {k for k in pages if k.startswith("divergences-") and k.endswith(".html")}
    assert len(mds) == len(html_pages) > 5  # 40 failures, under PAGE_ITEMS: more than one page, for their size
    assert max(len(md) for md in mds.values()) < 60_000 + 1_000  # the page's own header beyond its blocks
    assert sum(md.count("### phase ") for md in mds.values()) == 40
    block = mds["divergences-phase_2.md"].split("\n### ")[1]
    assert len(block) < 20_000 and "8,000 more characters: the divergences page shows them all" in block
    assert block.count("\n- rules gap: note ") == divergences.TRIAGE_NOTES and "(and 3 more notes" in block
    assert "a script of 22,500 characters, too long for a bug report's body" in block and "```python" not in block
    assert long in html.unescape(pages["divergences-phase.html"])  # the HTML page shows the whole message


def test_the_divergences_pages_grow_linearly_with_the_failures() -> None:
    """Issue 28 ("the divergences page is quadratic"): 150 and 600 failures, all in one feature (where each failure
    once searched its group's scenarios): four times the failures cost about four times the operations of making
    the divergences and rendering their pages (tests/operations.py), not sixteen."""
    from mtg_rulings.reports import divergences
    from mtg_rulings.reports.site import _ENV, STATUSES
    from tests.operations import count_operations

    def operations(n: int) -> int:
        info = RunInfo("phase", "0.103.0", "0.1.0", "abcdef1234567890", "2026-12-01T10:00:00+00:00", 1.0)
        run = Results(info, [Result(f"s-{i:04d}", "features/big/one.feature", f"scenario {i}", "failed",
                                    f"features/big/one.feature:3: expected {i}; observed {i + 1}", [], ["603.2"],
                                    cause="engine") for i in range(n)])
        site = build_site([run], [])
        pages: list[str] = []
        count = count_operations(lambda: pages.extend(
            name for name, _ in divergences.render_pages(site, _ENV, {"site": site, "statuses": STATUSES}, per_page=50)))
        assert len(pages) == 2 * -(-n // 50)  # the pages and their Markdown
        return count

    operations(10)  # the templates compiled before counting
    assert operations(600) / operations(150) < 5
