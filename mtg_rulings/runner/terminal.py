"""What `rulings run` prints while scenarios run: the suite's words, not pytest's.

`rulings run` passes ``--rulings-terminal MODE``; the plugin then puts :class:`RulingsReporter` in place of
pytest's terminal reporter (as pytest-sugar does), which

- shows progress as a bar (rich: count, a tally per status, time left) on a terminal (``bar``), as one mark
  per scenario with a legend of the marks when the output is not a terminal (``marks``: CI logs), as one
  line per scenario (``lines``, ``-v``: its status, id and feature line, no site-packages path), or not at
  all (``quiet``, ``-q``);
- leaves out pytest's header, its short test summary and its "N passed in S s" line: the plugin's own
  summary (:func:`mtg_rulings.runner.plugin.pytest_terminal_summary`) says it in the suite's words.

``auto`` is ``bar`` on a terminal and ``marks`` otherwise.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from _pytest.terminal import TerminalReporter

MODES = ("auto", "bar", "marks", "lines", "quiet")
#: status -> its progress mark (as mtg_rulings.runner.plugin.REPORT_STATUS gives pytest)
MARKS = {"passed": ".", "failed": "F", "errored": "E", "timeout": "T", "unsupported": "u", "pending": "p"}
LEGEND = "marks: " + "  ".join(f"{m} {s}" for s, m in MARKS.items())


class RulingsReporter(TerminalReporter):
    """pytest's terminal reporter with the suite's progress and without pytest's own summary lines."""

    def __init__(self, config: pytest.Config, mode: str) -> None:
        super().__init__(config, sys.stdout)
        self.mode = ("bar" if sys.stdout.isatty() else "marks") if mode == "auto" else mode
        self.tally = dict.fromkeys(MARKS, 0)
        self.progress: Any = None
        self.task: Any = None
        self.total = 0
        self.legend_shown = False

    # --- pytest's lines left out ---------------------------------------------------------------------

    @pytest.hookimpl(trylast=True)
    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self._session = session
        self._session_start = _timing_now()

    def report_collect(self, final: bool = False) -> None:
        pass

    def summary_stats(self) -> None:
        pass

    def short_test_summary(self) -> None:
        pass

    # --- progress ------------------------------------------------------------------------------------

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.total = len(session.items)
        if self.mode == "bar" and self.total:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

            self.progress = Progress(TextColumn("rulings"), BarColumn(), MofNCompleteColumn(),
                                     TextColumn("{task.description}"), TextColumn("time left"), TimeRemainingColumn(),
                                     transient=False)
            self.progress.start()
            self.task = self.progress.add_task(self._tally_text(), total=self.total)

    def _tally_text(self) -> str:
        return "  ".join(f"{n} {s}" for s, n in self.tally.items() if n) or "starting"

    def write_sep(self, sep: str, title: str | None = None, fullwidth: int | None = None, **markup: bool) -> None:
        """pytest's "!!! stopping after 1 failures !!!" is left out: the summary says the run stopped, and why."""
        session = getattr(self, "_session", None)
        stopped = session is not None and title is not None and title in (str(session.shouldfail), str(session.shouldstop))
        if sep == "!" and stopped:
            return
        super().write_sep(sep, title, fullwidth, **markup)

    def pytest_runtest_logstart(self, nodeid: str, location: tuple[str, int | None, str]) -> None:
        if self.mode not in ("marks",):
            return
        if not self.legend_shown:
            self.legend_shown = True
            self.write_line(LEGEND)
        super().pytest_runtest_logstart(nodeid, location)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        status = getattr(report, "rulings_status", None)
        if self.mode == "marks" or status is None:
            if self.mode == "marks" or report.failed:
                super().pytest_runtest_logreport(report)
            else:
                self._add_stats_only(report)
            return
        self._add_stats_only(report)
        if report.when != "call" and not report.failed:
            return
        if report.when == "teardown":
            return
        self.tally[status] += 1
        if self.mode == "bar" and self.progress is not None:
            self.progress.update(self.task, advance=1, description=self._tally_text())
        elif self.mode == "lines":
            result = self.config.stash[_session_key()].results.get(report.nodeid)
            where = f"  ({result.feature})" if result is not None else ""
            self.write_line(f"{status.upper():<12} {result.id if result else report.nodeid}{where}")

    def _add_stats(self, category: str, items: Any) -> None:
        """Keep in ``stats`` only the reports something prints at the end: failures and errors (their sections), and
        every report when ``-rP``/``-rA`` asks for the passed ones' output. A report of a scenario that passed or was
        skipped is only counted (its category is kept): with every report of the run kept, memory grew by about
        2 KB a scenario (200 MB at 100,000), for summary lines this reporter leaves out."""
        keep_all = any(c in self.reportchars for c in "PA")
        kept = [r for r in items if keep_all or not isinstance(r, pytest.TestReport) or not (r.passed or r.skipped)]
        super()._add_stats(category, kept)

    def _add_stats_only(self, report: pytest.TestReport) -> None:
        """Count the report as pytest's reporter does (its failure lists read these), printing nothing."""
        res = self.config.hook.pytest_report_teststatus(report=report, config=self.config)
        category = res[0] if isinstance(res, tuple) else res.category
        self._add_stats(category, [report])

    @pytest.hookimpl(wrapper=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> Any:
        if self.progress is not None:
            self.progress.stop()
            self.progress = None
        return (yield from super().pytest_sessionfinish(session, exitstatus))


def _session_key() -> Any:
    from mtg_rulings.runner.plugin import SESSION_KEY

    return SESSION_KEY


def _timing_now() -> float:
    from _pytest import timing

    return timing.Instant() if hasattr(timing, "Instant") else timing.time()  # type: ignore[attr-defined,no-any-return]


@pytest.hookimpl(trylast=True)  # after pytest's own terminal plugin has registered its reporter
def pytest_configure(config: pytest.Config) -> None:
    """Put :class:`RulingsReporter` in place of pytest's terminal reporter, with ``--rulings-terminal``."""
    mode = config.getoption("rulings_terminal", None)
    old = config.pluginmanager.getplugin("terminalreporter")
    if mode is None or old is None:
        return
    config.pluginmanager.unregister(old)
    config.pluginmanager.register(RulingsReporter(config, mode), "terminalreporter")


def unexpected_failures(baseline: Path | None, failures: list[tuple[str, str]],
                        statuses: dict[str, str]) -> tuple[list[tuple[str, str]], int]:
    """The failures to print in full, and how many were left out: with a baseline, a scenario whose status is
    the one the baseline expects (a known failure) is counted, not printed (the report and results.json have it)."""
    if baseline is None:
        return failures, 0
    try:
        from mtg_rulings.reports.baseline import load_baseline

        expected = {k: v.status for k, v in load_baseline(baseline).expectations.items()}
    except Exception:  # an unreadable baseline was refused before the run; never lose the failures over it
        return failures, 0
    shown = [(sid, text) for sid, text in failures if expected.get(sid) != statuses.get(sid)]
    return shown, len(failures) - len(shown)
