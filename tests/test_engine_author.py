"""An engine author's CI, as issue 26 tried it: a run that judged nothing, the terminal's words, `rulings init`
and the GitHub Action's steps."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from rulings.cli_judged import NOTHING_JUDGED, judged_line

ROOT = Path(__file__).resolve().parent.parent


def rulings_cmd(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rulings.cli", *args], capture_output=True, text=True,
                          cwd=cwd or ROOT, timeout=300, check=False)


def test_judged_line_counts_passed_and_failed_only() -> None:
    assert judged_line({"passed": 3, "failed": 1, "unsupported": 2, "errored": 0, "timeout": 0, "pending": 1}) == (
        "judged 4 of 7 (passed or failed; 1 pending, 2 unsupported not judged)")


def test_a_run_that_judged_nothing_is_not_green(tmp_path: Path) -> None:
    """An engine that declares nothing: every scenario unsupported, exit 6, not 0."""
    proc = rulings_cmd("run", "--engine", "tests.fakes:DeclaresNothingEngine", "-k", "chocobo", "--out", str(tmp_path))
    assert proc.returncode == NOTHING_JUDGED, proc.stdout + proc.stderr
    summary = json.loads((tmp_path / "results.json").read_text())["summary"]
    assert summary["unsupported"] > 0 and summary["passed"] == summary["failed"] == 0
    assert f"judged 0 of {sum(summary.values())}" in proc.stdout
    assert "NOTHING JUDGED" in proc.stderr
    ok = rulings_cmd("run", "-k", "chocobo", "--out", str(tmp_path / "ok"))
    assert ok.returncode == 0 and "judged " in ok.stdout and "judged 0 " not in ok.stdout
