"""rulings report: the multi-engine site, history, baseline differences, escaping, Markdown."""

from __future__ import annotations

import dataclasses
import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_rulings.model.results import Result, Results, RunInfo, load_results, write_results
from mtg_rulings.reports.diff import Expected, compare, load_expected
from mtg_rulings.reports.history import append_runs, last_changes, load_history, pass_series, svg_plot
from mtg_rulings.reports.markdown import md_text
from mtg_rulings.reports.site import build_site, render_site, rule_class
from mtg_rulings.steps.collection import load_suite
from tests.conftest import made_once

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "features"
EVIL = '<script>alert("x")</script><b>bold</b> & [link](javascript:alert(1)) | *star*'


def report_cmd(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", "report", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120, check=False)


def run_of(engine: str, statuses: dict[str, str], started_at: str = "2026-11-29T10:00:00+00:00",
           message: str = "", version: str = "1.0") -> Results:
    results = [Result(sid, "features/cards/traveling_chocobo.feature", sid, st, message if st != "passed" else "",
                      ["50e86a93b186"], ["603.2d"], cause=None if st == "passed" else "engine")
               for sid, st in statuses.items()]
    return Results(RunInfo(engine, version, "0.1.0", "abc", started_at, 1.0), results)


@pytest.fixture(scope="module")
def site_dir(engine_runs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    with made_once(tmp_path_factory, "site") as (out, make):
        if make:
            paths = [str(engine_runs[n]) for n in ("reference", "wrong", "blind")]
            proc = report_cmd(*paths, "--out", str(out), "--history", str(out / "history.jsonl"),
                              "--baseline", str(engine_runs["reference"]))
            assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


def test_report_of_three_engines_writes_every_page(site_dir: Path, engine_runs: dict[str, Path]) -> None:
    pages = {p.name for p in site_dir.iterdir()}
    assert {"index.html", "rules.html", "card-traveling-chocobo.html", "engine-reference.html",
            "engine-tests-fakes-wrongengine.html", "engine-tests-fakes-blindengine.html", "summary.md"} <= pages
    index = (site_dir / "index.html").read_text()
    n = len(load_results(engine_runs["reference"]).results)
    assert index.count('<div class="row ') == n  # one matrix row per scenario
    ref = load_results(engine_runs["reference"])
    assert f"{ref.summary()['passed']} / {n}" in index  # totals per engine
    # interop: passing on the reference engine and on every other engine, computed independently here
    runs = [{r.id: r.status for r in load_results(p).results} for p in engine_runs.values()]
    interop = sum(all(run.get(sid) == "passed" for run in runs) for sid in runs[0])
    assert 0 < interop < n and f"Interop: {interop} of {n}" in index
    # no network needed: nothing is loaded from elsewhere; pages are readable by a web server
    for page in site_dir.glob("*.html"):
        assert page.stat().st_mode & 0o444 == 0o444, page.name
        text = page.read_text()
        assert not re.search(r"""(src|href)=["']?(https?:)?//""", text), page.name
        assert "<link" not in text


def test_card_page_reads_as_living_documentation(site_dir: Path, engine_runs: dict[str, Path]) -> None:
    card = html.unescape((site_dir / "card-traveling-chocobo.html").read_text())
    assert "You may look at the top card of your library any time." in card  # Oracle text
    assert "If you control two Traveling Chocobos, a land or Bird you control entering causes" in card  # ruling words
    assert "2025-06-06" in card and "rules cited: 603.2d" in card  # date and rules of the ruling
    assert "Scenario Outline: Each Traveling Chocobo makes a landfall ability trigger one more time" in card  # Gherkin
    wrong = {r.id: r for r in load_results(engine_runs["wrong"]).results}
    assert wrong["chocobo-counted-law[2-3]"].message in card  # each engine's failure message


def test_engine_page_shows_run_info_and_differences(site_dir: Path, engine_runs: dict[str, Path]) -> None:
    ref = load_results(engine_runs["reference"]).run_info
    page = (site_dir / "engine-reference.html").read_text()
    for value in (ref.engine_version, ref.suite_version, ref.suite_commit, ref.cr_edition, ref.started_at):
        assert value in page
    assert "compared with" in page and "No regressions, fixes, new or removed scenarios." in page
    assert "<svg" in page and "1 run of reference in the history" in page
    assert "No baseline given" in (site_dir / "engine-tests-fakes-wrongengine.html").read_text()


def test_matrix_by_cr_section_groups_from_the_cr_tags(site_dir: Path) -> None:
    pages = sorted(site_dir.glob("rules-*.html"), key=lambda p: int(p.stem.split("-")[1]))  # the matrix is paged
    rules = "".join(p.read_text() for p in [site_dir / "rules.html", *pages])
    suite = load_suite(FEATURES, ROOT)
    sections = {r.split(".")[0] for s in suite for r in s.rules}
    for section in sections:
        assert f'<div class="gh" data-h="{rule_class(section)}" role="row">CR {section}</div>' in rules
    # each section once, in numeric order (a section cut by a page boundary heads the next page again)
    found = re.findall(r'role="row">CR (\d+)</div>', rules)
    shown = [s for i, s in enumerate(found) if i == 0 or found[i - 1] != s]
    assert shown == sorted(sections, key=int) and len(shown) > 1


def test_baseline_classes(tmp_path: Path) -> None:
    before = run_of("e", {"a": "passed", "b": "failed", "c": "passed", "d": "failed", "gone": "passed"})
    after = run_of("e", {"a": "failed", "b": "passed", "c": "passed", "d": "errored", "new": "passed"})
    write_results(before, tmp_path / "before.json")
    classes = {d.id: (d.klass, d.was, d.now) for d in compare(after, load_expected(tmp_path / "before.json"))}
    assert classes == {"a": ("regression", "passed", "failed"), "b": ("fixed", "failed", "passed"),
                       "c": ("unchanged", "passed", "passed"), "d": ("unchanged", "failed", "errored"),
                       "gone": ("removed", "passed", None), "new": ("new", None, "passed")}
    baseline = {"format": "rulings-baseline/1", "engine": "e", "engine_version": "1", "suite_commit": "abc",
                "generated_at": "2026-11-29T00:00:00+00:00",
                "expectations": {"a": {"status": "passed"}, "b": {"status": "failed", "reason": "known"}}}
    (tmp_path / "baseline.json").write_text(json.dumps(baseline))
    exp = load_expected(tmp_path / "baseline.json")
    assert exp == Expected("e", str(tmp_path / "baseline.json"), {"a": "passed", "b": "failed"})
    (tmp_path / "guess.json").write_text(json.dumps({"engine": "e", "scenarios": {"a": "passed"}}))
    with pytest.raises(ValueError, match="neither rulings-results/4 nor rulings-baseline/2"):
        load_expected(tmp_path / "guess.json")
    (tmp_path / "junk.json").write_text("[1, 2]")
    with pytest.raises(ValueError, match="expected a JSON object"):
        load_expected(tmp_path / "junk.json")


def test_history_appends_once_and_finds_last_changes(tmp_path: Path) -> None:
    path = tmp_path / "history.jsonl"
    runs = [run_of("e", {"a": "failed", "b": "passed"}, "2026-11-01T00:00:00+00:00"),
            run_of("e", {"a": "passed", "b": "passed"}, "2026-11-02T00:00:00+00:00"),
            run_of("e", {"a": "passed", "b": "errored"}, "2026-11-03T00:00:00+00:00")]
    assert append_runs(path, runs[:2]) == 2
    assert append_runs(path, runs) == 1  # the first two are already there
    assert len(path.read_text().splitlines()) == 3
    entries = load_history(path)
    assert pass_series(entries) == [("2026-11-01T00:00:00+00:00", 1, 2), ("2026-11-02T00:00:00+00:00", 2, 2),
                                    ("2026-11-03T00:00:00+00:00", 1, 2)]
    changes = last_changes(entries)
    assert (changes["a"].at, changes["a"].was, changes["a"].now) == ("2026-11-02T00:00:00+00:00", "failed", "passed")
    assert (changes["b"].at, changes["b"].was) == ("2026-11-03T00:00:00+00:00", "passed")
    svg = svg_plot(pass_series(entries))
    assert svg.startswith("<svg") and svg.count("<circle") == 3
    path.write_text(path.read_text() + "not json\n")
    with pytest.raises(ValueError, match=r"history.jsonl:4"):
        load_history(path)


def test_an_incomplete_run_is_not_appended_to_the_history(tmp_path: Path) -> None:
    path = tmp_path / "history.jsonl"
    partial = run_of("e", {"a": "passed"}, "2026-11-04T00:00:00+00:00")
    partial.complete, partial.incomplete_reason = False, "interrupted by SIGINT after 1 of 2 scenario(s)"
    assert append_runs(path, [partial, run_of("e", {"a": "passed", "b": "passed"}, "2026-11-05T00:00:00+00:00")]) == 1
    assert [e.started_at for e in load_history(path)] == ["2026-11-05T00:00:00+00:00"]


def test_history_shows_on_pages(tmp_path: Path) -> None:
    suite = load_suite(FEATURES, ROOT)
    sid = "chocobo-opponents-chocobo-adds-nothing"
    runs = [run_of("e", {sid: "failed"}, "2026-11-01T00:00:00+00:00"), run_of("e", {sid: "passed"}, "2026-11-05T00:00:00+00:00")]
    append_runs(tmp_path / "h.jsonl", runs)
    pages = render_site(build_site([runs[1]], suite, load_history(tmp_path / "h.jsonl")))
    assert "since 2026-11-05T00:00:00+00:00 (was failed)" in pages["card-traveling-chocobo.html"]
    engine = pages["engine-e.html"]
    assert "2 runs of e in the history" in engine
    assert "Passed over time: " in pages["index.html"] and pages["index.html"].count("<svg") == 1
    # without a baseline, the differences are from the engine's previous run in the history
    assert "compared with the previous run in the history (started 2026-11-01T00:00:00+00:00)" in engine
    link = f'<a href="card-traveling-chocobo.html#{sid}">{sid}</a>'
    assert f'<tr class="fixed"><td>fixed</td><td class="sid">{link}</td><td>failed</td><td>passed</td></tr>' in engine


def evil_runs() -> tuple[Results, Results]:
    """A run whose engine name, version, message and card names are markup, and a reference run."""
    ref = run_of("reference", {"chocobo-opponents-chocobo-adds-nothing": "passed"})
    bad = run_of('evil<script>alert("engine")</script>', {"chocobo-opponents-chocobo-adds-nothing": "failed"},
                 message=EVIL, version='<img src=x onerror="alert(1)">')
    bad.results[0] = dataclasses.replace(bad.results[0], cards=['<img src=x onerror="alert(2)">'])
    return bad, ref


def test_engine_text_is_data_in_every_html_page() -> None:
    bad, ref = evil_runs()
    pages = render_site(build_site([ref, bad], load_suite(FEATURES, ROOT)))
    for name, text in pages.items():
        if not name.endswith(".html"):
            continue
        assert "<script>alert" not in text and "<img" not in text and "<b>bold" not in text, name
        assert text.count("<script>") == 1, name  # only the page's own script
    assert html.escape(EVIL, quote=False) in pages["card-traveling-chocobo.html"].replace("&#34;", '"')
    assert "&lt;img src=x onerror=" in pages["engine-evil-script-alert-engine-script.html"]  # the engine's version, as text


def test_engine_text_is_data_in_markdown() -> None:
    bad, ref = evil_runs()
    md = render_site(build_site([ref, bad], load_suite(FEATURES, ROOT)))["summary.md"]
    assert "<script" not in md and "<img" not in md and "<b>" not in md
    assert "](javascript" not in md and "\\[link\\]\\(javascript:alert\\(1\\)\\)" in md
    assert md_text("a | b\nc") == "a \\| b c"  # can't break a table row or a list item
    assert "&lt;script&gt;alert" in md


def test_report_usage_errors(tmp_path: Path, engine_runs: dict[str, Path]) -> None:
    (tmp_path / "bad.json").write_text('{"format": "rulings-results/1"}')
    proc = report_cmd(str(tmp_path / "bad.json"), "--out", str(tmp_path / "o"))
    assert proc.returncode == 2 and "not a valid rulings-results/4 file" in proc.stderr
    proc = report_cmd(str(engine_runs["wrong"]), "--baseline", str(engine_runs["reference"]), "--out", str(tmp_path / "o"))
    assert proc.returncode == 2 and "baseline for an engine with no run given: reference" in proc.stderr
    assert not (tmp_path / "o").exists()


def test_fast_validation_agrees_with_jsonschema(engine_runs: dict[str, Path]) -> None:
    import jsonschema

    from mtg_rulings.model.results import SCHEMA_PATH, validate

    schema = json.loads(SCHEMA_PATH.read_text())
    good = json.loads(engine_runs["wrong"].read_text())
    validate(good)
    breakages = [("status", "won"), ("extra", 1), ("rulings", ["XYZ"]), ("duration_s", -1), ("message", None)]
    for key, value in breakages:
        bad = json.loads(json.dumps(good))
        bad["results"][3][key] = value
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(bad, schema)
        with pytest.raises(jsonschema.ValidationError):
            validate(bad)


def test_results_of_an_older_suite_are_kept_under_their_feature() -> None:
    old = Results(RunInfo("e", "1", "0.1.0", "abc", "2026-11-29T00:00:00+00:00", 0.1),
                  [Result("gone-scenario", "features/cards/lost_card.feature", "A scenario since removed", "failed", "boom",
                          ["50e86a93b186"], ["702.29a"], cause="engine")])
    site = build_site([old], load_suite(FEATURES, ROOT))
    assert [g.name for g in site.groups] == ["lost card"] and site.rules == ["702", "702.29a"]
    pages = render_site(site)
    assert "not in the current feature files" in pages["card-lost-card.html"] and "boom" in pages["card-lost-card.html"]


# --- summary.md and the divergences Markdown: bounded, linear, and engine text as text ------------------------------

HOSTILE = "a | b `tick` ``` <script>alert(1)</script>\n# heading\n[x](javascript:alert(1)) <img src=x onerror=alert(2)>"


def _outside_code(md: str) -> list[str]:
    """The lines of ``md`` outside fenced blocks, less their inline code spans (a run of N backticks to the next run
    of exactly N, as CommonMark reads them): what a renderer reads as Markdown and HTML."""
    out, fence = [], None
    for line in md.splitlines():
        if fence is not None:
            fence = None if line.strip() == fence else fence
            continue
        if m := re.match(r"(`{3,})\w*$", line):
            fence = m.group(1)
            continue
        text, i = "", 0
        while i < len(line):
            if line[i] == "`" and (i == 0 or line[i - 1] != "\\"):
                run = re.match(r"`+", line[i:]).group(0)  # type: ignore[union-attr]
                close = re.compile(rf"(?<!`){run}(?!`)").search(line, i + len(run))
                if close:
                    i = close.end()
                    continue
            text += line[i]
            i += 1
        out.append(text)
    return out


def _no_markup(md: str) -> None:
    for line in _outside_code(md):
        assert "<" not in line and "](javascript" not in line, line
        assert not re.search(r"(?<!\\)[|`]", line) or line.startswith("|"), line  # every | and ` escaped (tables apart)
    assert not re.search(r"^#+ heading", md, re.M) and "\n[x]" not in md  # a newline in engine text starts nothing


def test_engine_and_card_text_is_markdown_text_in_the_summary_and_the_divergences() -> None:
    """Issue 28: `|`, backticks, `<script>`, newlines and a javascript: link in an engine's name, version and message
    and in a card's name and ruling (a rulings file is the user's data) come out of summary.md and every
    divergences-*.md page as text or code, never as markup, table cells or lines of their own."""
    from mtg_rulings.reports.markdown import render_summary

    suite = load_suite(FEATURES, ROOT)
    message = f"features/cards/traveling_chocobo.feature:5: expected {HOSTILE}; observed {HOSTILE} [rules gap: {HOSTILE}]"
    run = Results(RunInfo(f"evil{HOSTILE}", f"1.0{HOSTILE}", "0.1.0", "abc", "2026-12-01T10:00:00+00:00", 1.0),
                  [Result("chocobo-itself-entering", "features/cards/traveling_chocobo.feature", HOSTILE, "failed", message,
                          ["97cab61782ba"], ["603.6a"], cause="engine"),
                   Result("chocobo-opponents-chocobo-adds-nothing", "features/cards/traveling_chocobo.feature", HOSTILE,
                          "errored", HOSTILE, ["97cab61782ba"], ["603.6a"], cause="adapter")], complete=False,
                  incomplete_reason=HOSTILE)
    site = build_site([run], suite)
    site.rulings["97cab61782ba"] = dataclasses.replace(site.rulings["97cab61782ba"], card=HOSTILE, text=HOSTILE)
    pages = render_site(site)
    mds = {k: v for k, v in pages.items() if k.endswith(".md")}
    assert "summary.md" in mds and any(k.startswith("divergences-") for k in mds)
    for md in mds.values():
        _no_markup(md)
    summary, [div] = mds["summary.md"], [v for k, v in mds.items() if k.startswith("divergences-")]
    assert md_text(HOSTILE) in summary and "&lt;script&gt;" in summary
    assert f"**Ruling** ({md_text(HOSTILE)}, " in div  # the card, and its ruling's words quoted a line at a time
    assert "\n> a \\| b \\`tick\\` \\`\\`\\` &lt;script&gt;" in div and "\n> \\# heading\n" in div
    assert f"**Observed**: {md_text(HOSTILE)}" in div and f"- rules gap: {md_text(HOSTILE)}" in div
    assert render_summary(site).count("\n| ") == 4  # a header and a row a table: a | in a name adds no cell or row
    assert all(line.count(" | ") - line.count("\\| ") <= 8 for line in summary.splitlines() if line.startswith("| "))


def _failing_run(engine: str, n: int) -> Results:
    """``n`` results not passing, half the engine's faults, half its adapter's, each message 500 characters of text
    that escaping lengthens (`|`, `<`, `&`)."""
    info = RunInfo(engine, "1", "0.1.0", "abc", "2026-12-01T10:00:00+00:00", 1.0)
    text = ("a|b<c>&d " * 60)[:490]
    return Results(info, [Result(f"s-{i:06d}", f"features/big/f{i // 500:03d}.feature", f"scenario {i}",
                                 "failed" if i % 2 else "errored", f"{i} {text}", [], ["603.2"],
                                 cause="engine" if i % 2 else "adapter") for i in range(n)])


def test_summary_md_is_bounded_for_a_pull_request_comment_at_100000_results() -> None:
    """summary.md of two runs of 100,000 results none of which passed (it was 2.4 MB at 100,000 results with 6 %
    failing): under GitHub's 65,536 characters of a comment; each list shows at most SUMMARY_ITEMS, the first by
    id, then "and K more" linking the run's page; the counts still say all of it."""
    from mtg_rulings.reports import markdown

    a, b = _failing_run("alpha", 100_000), _failing_run("beta", 100_000)
    summary = markdown.render_summary(build_site([a, b], []))
    assert len(summary) < 65_536, len(summary)
    sections = summary.split("\n## ")[1:]
    assert len(sections) == 4  # each engine's faults and its adapter's debt
    listed = [re.findall(r"^- \*\*(?:failed|errored)\*\* \(\w+\) `(s-\d+)`", s, re.M) for s in sections]
    assert all(10 <= len(ids) <= markdown.SUMMARY_ITEMS for ids in listed), [len(ids) for ids in listed]  # a fair part each
    assert listed[0] == [f"s-{i:06d}" for i in range(1, 2 * len(listed[0]), 2)]  # the first by id
    assert listed[1] == [f"s-{i:06d}" for i in range(0, 2 * len(listed[1]), 2)]
    more = re.findall(r"^- and ([\d,]+) more: \[(engine-\w+\.html)\]\(\2\)", summary, re.M)
    assert [page for _, page in more] == ["engine-alpha.html"] * 2 + ["engine-beta.html"] * 2
    assert sum(map(len, listed)) + sum(int(k.replace(",", "")) for k, _ in more) == 200_000  # listed or counted
    assert "| alpha | 1 | 0 | 50000 | 0 | 50000 |" in summary  # the totals are whole
    small = markdown.render_summary(build_site([_failing_run("alpha", 20)], []))
    assert "more:" not in small and small.count("\n- **") == 20  # a short run is listed whole


def test_summary_md_grows_linearly_with_the_results() -> None:
    """Four times the results not passing cost about four times the operations of summary.md (tests/operations.py),
    not sixteen: only the listed ones are escaped, and the first by id are chosen without sorting them all."""
    from mtg_rulings.reports.markdown import render_summary
    from tests.operations import count_operations

    def operations(n: int) -> int:
        site = build_site([_failing_run("alpha", n)], [])
        return count_operations(lambda: render_summary(site))

    operations(10)
    assert operations(4_000) / operations(1_000) < 5


def test_the_sample_report_is_a_small_site_of_its_features_whose_links_resolve(tmp_path: Path,
                                                                              engine_runs: dict[str, Path]) -> None:
    """tools/sample_report.py (docs/sample-report/): the site of a few features of three runs; each feature's card
    page and nothing of the others; every local link of every page names a page written."""
    import shutil

    from tools import sample_report

    for engine, run in zip(sample_report.ENGINES, ("reference", "wrong", "blind"), strict=True):
        (tmp_path / "runs" / engine).mkdir(parents=True)
        shutil.copy(engine_runs[run], tmp_path / "runs" / engine / "results.json")
    written = {p.name: p.read_text(encoding="utf-8") for p in sample_report.write_sample(tmp_path / "runs", tmp_path / "out")}
    assert {"index.html", "rules.html", "summary.md", "card-traveling-chocobo.html"} <= set(written)
    assert len([n for n in written if n.startswith("card-")]) == len(sample_report.FEATURES)
    assert any(n.startswith("divergences-") and n.endswith(".md") for n in written)  # the fakes fail
    for name, text in written.items():
        for link in re.findall(r'href="([^"#:?]+)[^"]*"', text) + re.findall(r"\]\(([^)#:]+)\)", text):
            assert link in written, (name, link)
