"""Benchmark: scenarios per second of each engine on the same corpus, and the harness's own overhead.

Run by ``tox -e bench`` (not by the tests)::

    python benchmarks/bench.py [--engines reference,phase,python-mtg] [--repeat 3] [--json FILE]

For each engine, the whole corpus runs ``--repeat`` times through ``rulings run`` in a fresh process (as
a CI job runs it); the best run counts. Per engine it reports:

- ``scenarios/s``: scenarios run (pending ones excluded: they never reach an engine) per second of the
  pytest session (collection, steps, harness, engine);
- ``engine ms/scenario``: the mean of the harness's per-scenario time (``execute``: start, actions,
  observations and checks; this is where the engine works);
- ``harness ms/scenario``: the session time not spent in ``execute``, per scenario (collection, steps,
  result collection);
- ``games played`` and ``ms/game``: the scenarios that reached the engine (not `unsupported`, which the
  harness settles before starting a game) and the mean ``execute`` time of those.

In the same run (``--bare``, on by default), a bare parametrized pytest test (``def test(i): pass`` over as
many parameters as the corpus has scenarios, with the plugins and options of a ``rulings`` run, junit.xml
included) gives pytest's own cost per test; the harness ms/scenario of the ``null`` row, and of the
``reference`` row (where every scenario passes, as every bare test does), divided by it is the harness's
factor. The runs go round by round (each engine, then the bare test), and the factor is the median over the
rounds of each round's own ratio: the machine's speed drifts by a third over minutes, less within a round.
``--generated N`` (off by default; ``tox -e bench -- --generated 10000``) runs a corpus of about N scenarios
made by copying the suite's features with fresh ids (``-rK`` appended), on the reference engine with
``rulings run -n auto``, and reports its wall time. Each figure comes with the load average at the time.

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
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ("reference", "phase", "python-mtg", "benchmarks.null_engine:NullEngine")


def run_once(engine: str) -> dict[str, float]:
    """One whole-corpus run of ``engine`` in a fresh process: counts and times (seconds)."""
    with tempfile.TemporaryDirectory(prefix="rulings-bench-") as out:
        t0 = time.perf_counter()
        isolation = ["--isolation", "none"] if engine.endswith(":NullEngine") else []
        proc = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", "run", "--engine", engine, *isolation, "--out", out],
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


def harness_ms(run: dict[str, Any]) -> float:
    """The harness's own ms per scenario of a run: its session time outside ``execute``."""
    return 1000 * (run["session_s"] - run["engine_s"]) / max(1, int(run["scenarios"]))


def bare_pytest(n: int) -> float:
    """The pytest session seconds of a bare test parametrized ``n`` times, run as ``rulings run`` runs pytest."""
    from mtg_rulings.runner.config import run_config_args

    with tempfile.TemporaryDirectory(prefix="rulings-bench-bare-") as tmp:
        test = Path(tmp) / "test_bare.py"
        test.write_text(f"import pytest\n\n\n@pytest.mark.parametrize('i', range({n}))\ndef test(i):\n    pass\n")
        args = [a if a != str(ROOT / "steps" / "run.ini") else "/dev/null" for a in run_config_args()]
        args = [a if a != str(ROOT) else tmp for a in args]
        junit = ["--junitxml", str(Path(tmp) / "junit.xml")]  # a rulings run writes junit.xml too
        proc = subprocess.run([sys.executable, "-m", "pytest", str(test), "-p", "no:cacheprovider", *args, *junit, "-q"],
                              cwd=tmp, capture_output=True, text=True, check=False)
        m = re.search(r"passed in ([0-9.]+)s", proc.stdout)
        if proc.returncode != 0 or not m:
            raise SystemExit(f"bench: the bare pytest run failed:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
        return float(m[1])


def generate_corpus(target: Path, scenarios: int) -> int:
    """Copies of the suite's features with fresh ids until about ``scenarios`` scenarios; the number made."""
    from mtg_rulings.steps.collection import load_suite

    per_copy = sum(len(i.row_ids()) for i in load_suite(ROOT / "features", ROOT, strict=False))
    copies = max(1, round(scenarios / per_copy))
    for data in sorted((ROOT / "features").rglob("*.json")):  # the rulings and card files beside the features: once
        out = target / data.relative_to(ROOT / "features")
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(data.read_bytes())
    for k in range(copies):
        for f in sorted((ROOT / "features").rglob("*.feature")):
            text = re.sub(r"@id:(\S+)", rf"@id:\g<1>-r{k}", f.read_text(encoding="utf-8"))
            out = target / f.parent.name / f"{f.stem}-r{k}.feature"
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(text, encoding="utf-8")
    return copies * per_copy


def run_generated(scenarios: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="rulings-bench-gen-") as tmp:
        made = generate_corpus(Path(tmp) / "features", scenarios)
        load = os.getloadavg()[0]
        t0 = time.perf_counter()
        cmd = [sys.executable, "-m", "mtg_rulings.cli.app", "run", "-n", "auto", "--features", str(Path(tmp) / "features"),
               "--out", str(Path(tmp) / "out")]
        from mtg_rulings.steps.collection import CACHE_ENV

        # a cold parse cache of its own: the corpus is new each time, and must not crowd the user's cache
        env = {**os.environ, CACHE_ENV: str(Path(tmp) / "parse-cache")}
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False, env=env)
        wall = time.perf_counter() - t0
        if proc.returncode != 0:
            raise SystemExit(f"bench: the generated corpus failed ({proc.returncode}):\n"
                             f"{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
        data = json.loads((Path(tmp) / "out" / "results.json").read_text())
    return {"scenarios": made, "results": len(data["results"]), "wall_s": wall, "load_before": load,
            "load_after": os.getloadavg()[0]}


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
    parser.add_argument("--no-bare", dest="bare", action="store_false", help="skip the bare pytest comparison")
    parser.add_argument("--generated", type=int, default=0, help="also run a generated corpus of about N scenarios")
    args = parser.parse_args()
    machine = (f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
               f"{cpu_name()}")
    when = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    engines = args.engines.split(",")
    null_name = next((e for e in engines if e.endswith(":NullEngine")), None)
    runs: dict[str, list[dict[str, Any]]] = {e: [] for e in engines}
    bares: list[float] = []
    loads = [os.getloadavg()[0]]
    # round by round, every engine and then the bare test: a round's runs are minutes closer in time than a
    # whole engine's repeats, so their ratio suffers less from the machine's speed changing between them
    for _ in range(args.repeat):
        for engine in engines:
            runs[engine].append(run_once(engine))
        if args.bare and null_name is not None:
            bares.append(bare_pytest(max(1, int(runs[null_name][-1]["scenarios"]))))
        loads.append(os.getloadavg()[0])
    rows = {e: min(rs, key=lambda r: r["session_s"]) for e, rs in runs.items()}
    print(f"rulings benchmark, {when}, {machine}, best of {args.repeat}; "
          f"1-minute load average {min(loads):.1f} to {max(loads):.1f}")
    print()
    print("| engine | scenarios run | scenarios/s | engine ms/scenario | harness ms/scenario | games played | "
          "ms/game | wall s (process) |")
    print("|---|---|---|---|---|---|---|---|")
    for engine, r in rows.items():
        n = max(1, int(r["scenarios"]))
        name = "null (harness only)" if engine.endswith(":NullEngine") else engine
        print(f"| {name} | {r['scenarios']} | {r['scenarios'] / r['session_s']:.0f} | {1000 * r['engine_s'] / n:.2f} | "
              f"{harness_ms(r):.2f} | {r['executed']} | "
              f"{1000 * r['executed_s'] / max(1, int(r['executed'])):.1f} | {r['wall_s']:.2f} |")
    figures: dict[str, object] = {"date": when, "machine": machine, "repeat": args.repeat, "engines": rows}
    if bares and null_name is not None:
        n = max(1, int(rows[null_name]["scenarios"]))
        per_test = 1000 * min(bares) / n
        figures["bare_ms_per_test"] = per_test
        print()
        print(f"bare parametrized pytest test: {per_test:.2f} ms/test ({n} tests, best of {args.repeat}; "
              f"{per_test:.2f} to {1000 * max(bares) / n:.2f}); load average {os.getloadavg()[0]:.1f}")
        # the reference engine: every scenario passes there, as every bare test does
        for engine, label in ((null_name, "null engine"), ("reference", "reference engine, every scenario passing")):
            if engine not in runs:
                continue
            factors = sorted(harness_ms(r) / (1000 * b / n) for r, b in zip(runs[engine], bares, strict=True))
            median = statistics.median(factors)
            print(f"the harness ({label}): {harness_ms(rows[engine]):.2f} ms/scenario at best; against the bare test "
                  f"of the same round, {median:.1f}x (median; {factors[0]:.1f}x to {factors[-1]:.1f}x)")
            figures["null_harness_factor" if engine == null_name else "reference_harness_factor"] = median
            figures["null_harness_factors" if engine == null_name else "reference_harness_factors"] = factors
    if args.generated:
        g = run_generated(args.generated)
        print()
        print(f"generated corpus: {g['results']} scenarios on the reference engine, rulings run -n auto: "
              f"{g['wall_s']:.1f} s wall; load average {g['load_before']:.1f} before, {g['load_after']:.1f} after")
        figures["generated"] = g
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
