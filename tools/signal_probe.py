"""A re-probe of the one signal policy (issue 28, docs/robustness.md): every signal at every moment of a run, serial
and ``-n 2``, judged from outside, as a CI job would see it.

  python -m tools.signal_probe [--scenarios N] [--cells MODE:SIGNAL:MOMENT,...] [--json FILE]

Each cell runs ``rulings run --engine reference`` on a generated corpus of about ``N`` scenarios (the suite's
features copied with fresh ids, ``benchmarks.bench.generate_corpus``) into an ``--out`` that already holds an
earlier complete run's files, sends one signal at one moment, and checks what a CI job relies on:

- the exit code is the documented one (README, "Exit codes"): ``128 + N`` for SIGINT, SIGTERM and SIGHUP while
  scenarios remain; the finished run's own code (0 here) once every scenario has run; SIGKILL ends the command;
- no process of the run is left once it has ended (SIGKILL: after the watchdog's grace, set short here);
- every file in ``--out`` is this run's or gone: none of the earlier run's result files stays, no temporary file of
  an interrupted write is left, and a ``results.json`` that is there says truly whether the run is complete.

Moments: ``collection`` (the run holds ``--out`` but no scenario has a result yet: the parse cache is empty, so
collection takes seconds), ``mid-scenario`` (some results journaled, not all), ``reports`` (every scenario
journaled, the command still writing its reports). A cell whose moment was missed (the run got past it before
the signal) is said to be so, not judged. Exit 0 when every judged cell holds, 1 naming each that doesn't.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODES = {"serial": [], "n2": ["-n", "2"]}
SIGNALS = {"SIGINT": signal.SIGINT, "SIGTERM": signal.SIGTERM, "SIGHUP": signal.SIGHUP, "SIGKILL": signal.SIGKILL}
MOMENTS = ("collection", "mid-scenario", "reports")
#: The earlier run's files that must not outlive a new run into the same folder.
RESULT_FILES = ("results.json", "junit.xml", "cucumber-messages.ndjson", "report/index.html", "report/summary.md")
JOURNAL = ".rulings-journal.jsonl"
#: Outer bound on any one wait: a generous guard against a hang, never a speed check.
WAIT_S = 600.0
#: The watchdog's grace after a SIGKILL (RULINGS_WATCHDOG_GRACE_S), short so that a cell doesn't wait 30 s.
WATCHDOG_GRACE_S = 3


@dataclass
class Cell:
    """One probe: ``mode`` (serial or n2), ``signal`` (its name), ``moment``; filled in by :func:`probe`."""

    mode: str
    signal: str
    moment: str
    hit: bool = False
    exit_code: int | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"{self.mode}:{self.signal}:{self.moment}"


def _journaled(out: Path) -> int:
    """Results recorded so far in ``out`` (serial) or its shards (``-n``): journaled, or written by a shard that has
    finished (its journal then gone)."""
    total = 0
    for folder in [out, *(d for d in (out / ".shards").glob("*") if d.is_dir())]:
        try:
            total += (folder / JOURNAL).read_bytes().count(b'{"result"')
            continue
        except OSError:
            pass
        if folder != out:
            try:
                total += len(json.loads((folder / "results.json").read_text(encoding="utf-8"))["results"])
            except (OSError, ValueError, KeyError):
                continue
    return total


def _has_journal(out: Path) -> bool:
    return (out / JOURNAL).exists() or any((out / ".shards").glob(f"*/{JOURNAL}"))


def processes_with(mark: str) -> list[str]:
    """Command lines of live processes whose environment carries ``RULINGS_TEST_MARK=mark`` (zombies aside)."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            if f"RULINGS_TEST_MARK={mark}".encode() not in (proc / "environ").read_bytes().split(b"\0"):
                continue
            if (proc / "stat").read_text().rsplit(")", 1)[-1].split()[0] == "Z":
                continue
            found.append((proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace"))
        except OSError:
            continue
    return found


def _digests(out: Path) -> dict[str, str]:
    return {rel: hashlib.sha256((out / rel).read_bytes()).hexdigest() for rel in RESULT_FILES if (out / rel).is_file()}


def _wait(predicate: object, timeout_s: float = WAIT_S) -> bool:
    deadline = time.monotonic() + timeout_s
    while not predicate():  # type: ignore[operator]
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def judge(cell: Cell, out: Path, earlier: dict[str, str], total: int, stderr: str) -> list[str]:
    """What is wrong with ``out`` and ``cell.exit_code`` after the cell's signal; [] when it holds.

    ``earlier``: digests of the earlier run's files (:data:`RESULT_FILES`); ``total``: the scenarios of the run."""
    problems: list[str] = []
    sig = SIGNALS[cell.signal]
    if sig == signal.SIGKILL:
        if cell.exit_code != -signal.SIGKILL:
            problems.append(f"exit {cell.exit_code}, not killed")
    elif cell.moment == "reports":
        if cell.exit_code != 0:
            problems.append(f"exit {cell.exit_code} after every scenario had run (the finished run's code is 0)")
    elif cell.exit_code != 128 + sig:
        problems.append(f"exit {cell.exit_code}, not {128 + sig}")
    if "Traceback" in stderr:
        problems.append("a traceback on stderr: " + stderr.strip().splitlines()[-1][:200])
    now = _digests(out)
    problems += [f"{rel} is the earlier run's" for rel, digest in now.items() if earlier.get(rel) == digest]
    problems += [f"{p.relative_to(out)}: a temporary file left" for p in out.rglob("*.tmp")]
    try:
        results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    except FileNotFoundError:
        results = None
    except (OSError, ValueError) as e:
        return [*problems, f"results.json unreadable: {e}"]
    if results is not None and "results.json" not in [p.split(" ")[0] for p in problems]:
        complete, count = results.get("complete"), len(results.get("results", []))
        if complete and count != total:
            problems.append(f"results.json says complete with {count} of {total} results")
        interrupted = complete is False and f"interrupted by {cell.signal}" in str(results.get("incomplete_reason"))
        if sig != signal.SIGKILL and cell.moment != "reports" and not interrupted:
            problems.append(f"results.json doesn't say the run was interrupted by {cell.signal}")
        if cell.moment == "reports" and sig != signal.SIGKILL and not complete:
            problems.append("a run whose every scenario ran is marked incomplete")
        messages = out / "cucumber-messages.ndjson"
        if complete is False and messages.is_file():
            last = messages.read_bytes().rstrip().rsplit(b"\n", 1)[-1]
            if b"incomplete run" not in last:
                problems.append("cucumber-messages.ndjson of an incomplete run doesn't say so")
    elif results is None and cell.moment == "reports" and sig != signal.SIGKILL:
        problems.append("no results.json after every scenario had run")
    return problems


def probe(cell: Cell, features: Path, total: int, earlier_out: Path, work: Path) -> Cell:
    """Run ``cell`` in ``work`` (an --out made from ``earlier_out``'s copy); the cell, judged."""
    out = work / "out"
    shutil.copytree(earlier_out, out, symlinks=True)
    earlier = _digests(out)
    mark = uuid.uuid4().hex
    env = {**os.environ, "RULINGS_TEST_MARK": mark, "RULINGS_CACHE_DIR": str(work / "cache"),
           "RULINGS_WATCHDOG_GRACE_S": str(WATCHDOG_GRACE_S)}
    # as the console script `rulings` starts (mtg_rulings.cli.launcher:main), from its first instant
    cmd = [sys.executable, "-m", "mtg_rulings.cli.launcher", "run", *MODES[cell.mode], "--engine", "reference",
           "--features", str(features), "--out", str(out), "-q"]
    run = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    ready = {
        "collection": lambda: run.poll() is not None or len(processes_with(mark)) >= 2 or _has_journal(out),
        "mid-scenario": lambda: run.poll() is not None or _journaled(out) >= 1,
        "reports": lambda: run.poll() is not None or _journaled(out) >= total,
    }[cell.moment]
    stderr = ""
    try:
        _wait(ready)
        before = _journaled(out)
        cell.hit = run.poll() is None and {
            "collection": not _has_journal(out), "mid-scenario": 1 <= before < total, "reports": before >= total,
        }[cell.moment]
        if run.poll() is None:
            run.send_signal(SIGNALS[cell.signal])
        _, stderr = run.communicate(timeout=WAIT_S)
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
    cell.exit_code = run.returncode
    if not cell.hit:
        return cell
    # Every process of the run ends: at once on a forwarded signal, after the watchdog's grace on SIGKILL.
    if not _wait(lambda: not processes_with(mark), WATCHDOG_GRACE_S + 120):
        cell.problems.append(f"processes left running: {processes_with(mark)[:3]}")
    cell.problems += judge(cell, out, earlier, total, stderr)
    return cell


def _earlier_run(tmp: Path) -> Path:
    """An --out holding a complete run of a few scenarios: the files a new run must not leave in place."""
    out = tmp / "earlier"
    subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", "run", "-k", "chocobo-counted", "--out", str(out), "-q"],
                   cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.signal_probe", description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenarios", type=int, default=4000, help="size of the generated corpus (default 4000)")
    parser.add_argument("--cells", default="", help="comma-separated MODE:SIGNAL:MOMENT (default: all "
                        f"{len(MODES) * len(SIGNALS) * len(MOMENTS)}); modes {', '.join(MODES)}")
    parser.add_argument("--json", type=Path, help="write the cells as JSON here")
    args = parser.parse_args(argv)
    cells = [Cell(*c.split(":")) for c in args.cells.split(",") if c] or [
        Cell(m, s, t) for m in MODES for s in SIGNALS for t in MOMENTS]
    for c in cells:
        if c.mode not in MODES or c.signal not in SIGNALS or c.moment not in MOMENTS:
            parser.error(f"unknown cell {c.name}: modes {list(MODES)}, signals {list(SIGNALS)}, moments {list(MOMENTS)}")
    sys.path.insert(0, str(ROOT))
    from benchmarks.bench import generate_corpus

    with tempfile.TemporaryDirectory(prefix="rulings-signal-probe-") as tmp_name:
        tmp = Path(tmp_name)
        total = generate_corpus(tmp / "features", args.scenarios)
        earlier = _earlier_run(tmp)
        print(f"{len(cells)} cells on {total} generated scenarios", flush=True)
        for k, cell in enumerate(cells):
            work = tmp / f"cell{k}"
            work.mkdir()
            probe(cell, tmp / "features", total, earlier, work)
            verdict = "missed the moment" if not cell.hit else "ok" if not cell.problems else "MISHANDLED"
            print(f"{cell.name:32} exit {cell.exit_code!s:>4}  {verdict}", flush=True)
            for p in cell.problems:
                print(f"    {p}", flush=True)
            shutil.rmtree(work, ignore_errors=True)
    judged = [c for c in cells if c.hit]
    bad = [c for c in judged if c.problems]
    print(f"{len(judged)} of {len(cells)} cells judged, {len(bad)} mishandled"
          + (f", {len(cells) - len(judged)} missed their moment" if len(judged) < len(cells) else ""))
    if args.json:
        args.json.write_text(json.dumps([asdict(c) for c in cells], indent=1) + "\n", encoding="utf-8")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
