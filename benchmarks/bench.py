"""Benchmark: scenarios per second of each engine on the same corpus, and the harness's own overhead.

Run by ``tox -e bench`` (not by the tests)::

    python benchmarks/bench.py [--engines reference,phase,python-mtg] [--repeat 3] [--json FILE]

For each engine, the whole corpus runs ``--repeat`` times through ``rulings run`` in a fresh process (as
a CI job runs it); the best run counts. Per engine it reports:

- ``scenarios/s``: scenarios run (pending ones excluded: they never reach an engine) per second of the
  pytest session (collection, pytest-bdd steps, harness, engine);
- ``engine ms/scenario``: the mean of the harness's per-scenario time (``execute``: start, actions,
  observations and checks; this is where the engine works);
- ``harness ms/scenario``: the session time not spent in ``execute``, per scenario (pytest-bdd, steps,
  result collection);
- ``games played`` and ``ms/game``: the scenarios that reached the engine (not `unsupported`, which the
  harness settles before starting a game) and the mean ``execute`` time of those.

A ``null`` engine (``benchmarks/null_engine.py``: accepts every action, observes an empty game) gives
the harness overhead with no engine work at all; it runs in the test process (``--isolation none``), as
the reference engine does. phase and python-mtg run as ``rulings run`` runs them, in a worker process
(adapters/isolation.py): their "harness ms/scenario" includes passing each scenario to the worker and its
outcome back. Wall time includes process start-up and imports.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ("reference", "phase", "python-mtg", "benchmarks.null_engine:NullEngine")


def run_once(engine: str) -> dict[str, float]:
    """One whole-corpus run of ``engine`` in a fresh process: counts and times (seconds)."""
    with tempfile.TemporaryDirectory(prefix="rulings-bench-") as out:
        t0 = time.perf_counter()
        isolation = ["--isolation", "none"] if engine.endswith(":NullEngine") else []
        proc = subprocess.run([sys.executable, "-m", "rulings.cli", "run", "--engine", engine, *isolation, "--out", out],
                              cwd=ROOT, capture_output=True, text=True, check=False,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
        wall = time.perf_counter() - t0
        if proc.returncode not in (0, 1):
            raise SystemExit(f"bench: {engine} run failed ({proc.returncode}):\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
        data = json.loads((Path(out) / "results.json").read_text())
    ran = [r for r in data["results"] if r["status"] != "pending"]
    session = data["run_info"]["duration_s"]
    engine_time = sum(r["duration_s"] for r in ran)
    executed = [r for r in ran if r["status"] != "unsupported"]  # unsupported ones never start a game
    return {"scenarios": len(ran), "executed": len(executed), "executed_s": sum(r["duration_s"] for r in executed),
            "wall_s": wall, "session_s": session, "engine_s": engine_time,
            "statuses": {s: sum(r["status"] == s for r in ran) for s in ("passed", "failed", "unsupported", "errored")}}


def cpu_name() -> str:
    """The CPU model from /proc/cpuinfo (Linux), else what platform says."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engines", default=",".join(ENGINES))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", type=Path, default=None, help="also write the figures to this file")
    args = parser.parse_args()
    machine = (f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
               f"{cpu_name()}")
    when = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    rows = {}
    for engine in args.engines.split(","):
        runs = [run_once(engine) for _ in range(args.repeat)]
        rows[engine] = min(runs, key=lambda r: r["session_s"])
    print(f"rulings benchmark, {when}, {machine}, best of {args.repeat}")
    print()
    print("| engine | scenarios run | scenarios/s | engine ms/scenario | harness ms/scenario | games played | "
          "ms/game | wall s (process) |")
    print("|---|---|---|---|---|---|---|---|")
    for engine, r in rows.items():
        n = max(1, int(r["scenarios"]))
        name = "null (harness only)" if engine.endswith(":NullEngine") else engine
        print(f"| {name} | {r['scenarios']} | {r['scenarios'] / r['session_s']:.0f} | {1000 * r['engine_s'] / n:.2f} | "
              f"{1000 * (r['session_s'] - r['engine_s']) / n:.2f} | {r['executed']} | "
              f"{1000 * r['executed_s'] / max(1, int(r['executed'])):.1f} | {r['wall_s']:.2f} |")
    if args.json:
        args.json.write_text(json.dumps({"date": when, "machine": machine, "repeat": args.repeat, "engines": rows},
                                        indent=2) + "\n")


if __name__ == "__main__":
    main()
