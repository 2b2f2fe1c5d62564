"""tools/signal_probe.py, the re-probe of the signal policy: its judgement catches each kind of fault it looks for
(a wrong exit code, the earlier run's file left, a temporary file left, a results.json that lies about being
complete), and one real cell runs and holds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools.signal_probe import Cell, _digests, judge, main

TOTAL = 3


def _out(tmp_path: Path, *, complete: bool, reason: str = "", results: int = TOTAL) -> Path:
    out = tmp_path / "out"
    (out / "report").mkdir(parents=True)
    doc = {"complete": complete, "results": [{"id": f"s{k}"} for k in range(results)]}
    if not complete:
        doc["incomplete_reason"] = reason
    (out / "results.json").write_text(json.dumps(doc), encoding="utf-8")
    (out / "report" / "index.html").write_text("<html>this run</html>", encoding="utf-8")
    return out


def test_a_run_that_did_what_the_policy_says_holds(tmp_path: Path) -> None:
    out = _out(tmp_path, complete=False, reason="interrupted by SIGTERM", results=1)
    assert judge(Cell("serial", "SIGTERM", "mid-scenario", hit=True, exit_code=143), out, {}, TOTAL, "") == []
    done = _out(tmp_path / "done", complete=True)
    assert judge(Cell("n2", "SIGHUP", "reports", hit=True, exit_code=0), done, {}, TOTAL, "") == []


@pytest.mark.parametrize(("cell", "says"), [
    (Cell("serial", "SIGINT", "mid-scenario", exit_code=1), "exit 1, not 130"),
    (Cell("serial", "SIGTERM", "reports", exit_code=143), "after every scenario had run"),
    (Cell("serial", "SIGKILL", "collection", exit_code=0), "not killed"),
])
def test_a_wrong_exit_code_is_named(tmp_path: Path, cell: Cell, says: str) -> None:
    out = _out(tmp_path, complete=cell.moment == "reports", reason=f"interrupted by {cell.signal}", results=1)
    assert any(says in p for p in judge(cell, out, {}, TOTAL, ""))


def test_the_earlier_runs_file_and_a_temporary_file_are_named(tmp_path: Path) -> None:
    out = _out(tmp_path, complete=True)
    earlier = _digests(out)  # the same bytes as before the run: the run left them in place
    (out / "report" / ".x1y2.tmp").write_text("half", encoding="utf-8")
    problems = judge(Cell("serial", "SIGTERM", "mid-scenario", exit_code=143), out, earlier, TOTAL, "")
    assert "results.json is the earlier run's" in problems
    assert "report/index.html is the earlier run's" in problems
    assert any(".x1y2.tmp: a temporary file left" in p for p in problems)


def test_results_that_lie_about_being_complete_are_named(tmp_path: Path) -> None:
    short = _out(tmp_path, complete=True, results=1)
    assert any("complete with 1 of 3" in p
               for p in judge(Cell("serial", "SIGKILL", "mid-scenario", exit_code=-9), short, {}, TOTAL, ""))
    wrong_reason = _out(tmp_path / "b", complete=False, reason="interrupted by SIGINT", results=1)
    assert any("interrupted by SIGHUP" in p
               for p in judge(Cell("serial", "SIGHUP", "collection", exit_code=129), wrong_reason, {}, TOTAL, ""))


def test_one_real_cell_runs_and_holds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """SIGTERM mid-scenario to a serial run of one copy of the corpus: judged (the moment hit) and holding."""
    report = tmp_path / "cells.json"
    assert main(["--scenarios", "1500", "--cells", "serial:SIGTERM:mid-scenario", "--json", str(report)]) == 0, \
        capsys.readouterr().out
    [cell] = json.loads(report.read_text(encoding="utf-8"))
    assert cell["hit"] and cell["exit_code"] == 143 and cell["problems"] == []
