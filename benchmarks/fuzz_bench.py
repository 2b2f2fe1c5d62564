"""Benchmark: differential-testing throughput (cases per second) of ``rulings fuzz`` per engine pair.

Run by ``tox -e bench`` (not by the tests)::

    python benchmarks/fuzz_bench.py [--engines phase,python-mtg,reference] [--cases 100] [--seed 0] [--json FILE]

For each engine, against the reference engine, it times what a search round does for every case, with no
shrinking: probing the engines (once per run), generating a case (with the reference engine playing it to
record its choices), and playing it on both engines through their adapters and comparing them. The
``reference`` row (the reference engine against itself) is the generator's and the comparison's own cost.
CPU time is reported beside wall time because the machine is shared: ``cases/CPU s`` is the cases per second of
this process's own CPU time while generating, playing and comparing (what one idle core would give).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import sys
import time
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, Phase, find, settings  # noqa: E402
from hypothesis.errors import NoSuchExample  # noqa: E402

from benchmarks.bench import cpu_name  # noqa: E402
from mtg_rulings.adapters.registry import load_engine  # noqa: E402
from mtg_rulings.fuzz.compare import diverge, play  # noqa: E402
from mtg_rulings.fuzz.generate import Case, cases  # noqa: E402
from mtg_rulings.fuzz.profile import build_profile  # noqa: E402


def measure(name: str, n: int, seed: int) -> dict[str, float]:
    engine, reference = load_engine(name), load_engine("reference")
    t0, c0 = time.perf_counter(), time.process_time()
    profile = build_profile([engine, reference])
    probe_s = time.perf_counter() - t0
    times = {"play_reference": 0.0, "play_engine": 0.0, "n": 0, "diverging": 0, "compared": 0}
    started, cpu_started = time.perf_counter(), time.process_time()

    def condition(case: Case) -> bool:
        if case.reference_error:
            return False
        a = time.perf_counter()
        expected = play(reference, case.scenario)
        b = time.perf_counter()
        observed = play(engine, case.scenario)
        times["play_reference"] += b - a
        times["play_engine"] += time.perf_counter() - b
        times["n"] += 1
        times["compared"] += bool(expected.steps and observed.steps)
        times["diverging"] += diverge(expected, observed) is not None
        return False

    config = settings(max_examples=n, database=None, deadline=None, phases=[Phase.generate],
                      suppress_health_check=list(HealthCheck))
    with contextlib.suppress(NoSuchExample):  # the condition never holds: every case is generated and played
        find(cases(profile), condition, settings=config, random=Random(seed))
    wall = time.perf_counter() - started
    cases_cpu = time.process_time() - cpu_started
    cpu = time.process_time() - c0
    engine.close()
    k = max(1, int(times["n"]))
    return {"cases": times["n"], "compared": times["compared"], "diverging": times["diverging"],
            "cases_per_s": times["n"] / wall, "ms_per_case": 1000 * wall / k,
            "ms_generate": 1000 * (wall - times["play_reference"] - times["play_engine"]) / k,
            "ms_reference": 1000 * times["play_reference"] / k, "ms_engine": 1000 * times["play_engine"] / k,
            "probe_s": probe_s, "cpu_s": cpu, "wall_s": wall + probe_s,
            "cases_per_cpu_s": times["n"] / max(cases_cpu, 1e-9)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engines", default="reference,phase,python-mtg")
    parser.add_argument("--cases", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    machine = (f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
               f"{cpu_name()}")
    rows = {name: measure(name, args.cases, args.seed) for name in args.engines.split(",")}
    print(f"rulings fuzz benchmark, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {machine}, "
          f"load average {os.getloadavg()[0]:.1f}")
    print()
    print("| engine (against reference) | cases | cases/s | cases/CPU s | ms/case | generate ms | reference ms | "
          "engine ms | probing s | CPU s |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, r in rows.items():
        print(f"| {name} | {r['cases']:.0f} | {r['cases_per_s']:.1f} | {r['cases_per_cpu_s']:.1f} | {r['ms_per_case']:.0f} | "
              f"{r['ms_generate']:.0f} | {r['ms_reference']:.0f} | {r['ms_engine']:.0f} | "
              f"{r['probe_s']:.1f} | {r['cpu_s']:.1f} |")
    if args.json:
        args.json.write_text(json.dumps({"machine": machine, "engines": rows}, indent=2) + "\n")


if __name__ == "__main__":
    main()
