"""Fixtures shared by the tests of the protocol and the exports."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The whole corpus exported by the real command, as JSON and as XMage tests (in parallel):
    format → output folder. The JSON folder holds corpus.json."""
    base = tmp_path_factory.mktemp("exported")
    procs = {fmt: subprocess.Popen([sys.executable, "-m", "rulings.cli", "export", "--format", fmt, "--out", str(base / fmt)],
                                   cwd=ROOT, text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
             for fmt in ("json", "xmage")}
    for fmt, proc in procs.items():
        out, _ = proc.communicate(timeout=300)
        assert proc.returncode == 0, out
        assert f"rulings export --format {fmt}:" in out
    return {fmt: base / fmt for fmt in procs}
