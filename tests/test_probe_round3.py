"""Faults an outside probe of issue 28 found still mishandled: each is refused naming the input, no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

FEATURE = Path(__file__).parent.parent / "features/rules/704_attachments.feature"


def _rulings(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *args], capture_output=True, text=True,
                          timeout=60, input=stdin)


@pytest.fixture
def features(tmp_path: Path) -> Path:
    f = tmp_path / "f"
    f.mkdir()
    (f / FEATURE.name).write_text(FEATURE.read_text(encoding="utf-8"), encoding="utf-8")
    return f


@pytest.mark.parametrize("option", ["--cards", "--rulings"])
@pytest.mark.parametrize("content", [b'{"format": "\xff"}', b"[" * 100000 + b"]" * 100000])
def test_a_card_or_rulings_file_not_utf8_or_too_deep_is_named(tmp_path: Path, features: Path, option: str,
                                                              content: bytes) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    p = _rulings("lint", "--features", str(features), option, str(bad))
    assert p.returncode == 2, p.stderr
    assert "bad.json" in p.stderr and "Traceback" not in p.stderr


def test_serve_refuses_a_fifo_card_file(tmp_path: Path) -> None:
    fifo = tmp_path / "cards.json"
    os.mkfifo(fifo)
    p = _rulings("serve", "--cards", str(fifo))
    assert p.returncode == 2 and "FIFO" in p.stderr and str(fifo) in p.stderr


def test_last_failed_with_a_fifo_results_file_does_not_hang(tmp_path: Path, features: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    os.mkfifo(out / "results.json")
    p = _rulings("run", "--features", str(features), "--lf", "--out", str(out), "-q")
    assert p.returncode == 0, p.stderr
    assert "Traceback" not in p.stderr


def test_fuzz_known_of_json_null_is_named(tmp_path: Path) -> None:
    known = tmp_path / "known.json"
    known.write_text("null")
    p = _rulings("fuzz", "--engine", "reference", "--known", str(known), "--examples", "1", "--out", str(tmp_path / "o"))
    assert p.returncode == 2 and "known.json" in p.stderr and "Traceback" not in p.stderr
