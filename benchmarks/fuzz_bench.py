"""Benchmark: differential-testing throughput (cases per second) of ``rulings fuzz`` per engine pair.

Run by ``tox -e bench`` (not by the tests)::

    python benchmarks/fuzz_bench.py [--engines phase,python-mtg,reference] [--cases 100] [--seed 0] [--json FILE]

For each engine, against the reference engine, it times what a search round does for every case, with no
shrinking: probing the engines (once per run), generating a case (with the reference engine playing it to
record its choices and what it showed), and playing it on both engines through their adapters and comparing them;
as in ``rulings fuzz``, the reference engine's side is the generator's own play, not played again
(``generate.expected_trace``), so "reference ms" is only the few cases played again. The ``reference`` row (the
reference engine against itself) is the generator's and the comparison's own cost.
Shrinking is measured apart (``--shrinks``, on the reference engine against itself): Hypothesis searches for a
case in which the reference engine refuses an action, then shrinks it to the smallest such case, each case tried
generated and played on both engines as a search does; the time from the first such case to the end of
shrinking, and the cases tried meanwhile.
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
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, Phase, find, settings  # noqa: E402
from hypothesis.errors import NoSuchExample  # noqa: E402

from benchmarks.bench import cpu_name  # noqa: E402
from mtg_rulings.adapters.registry import load_engine  # noqa: E402
from mtg_rulings.fuzz.compare import diverge, play  # noqa: E402
from mtg_rulings.fuzz.generate import Case, cases, expected_trace  # noqa: E402
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
        expected = expected_trace(reference, case, 10.0)  # as rulings fuzz does
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


def measure_shrink(n: int, seed: int) -> dict[str, float]:
    """Shrinking ``n`` cases (each: the smallest case with a refused action found from seed ``seed + k``)."""
    engine, reference = load_engine("reference"), load_engine("reference")
    profile = build_profile([engine, reference])
    total = {"shrinks": 0, "tried": 0, "shrink_s": 0.0, "shrink_cpu_s": 0.0}
    for k in range(n):
        found: dict[str, float] = {}
        tried = [0]

        def refused(case: Case, found: dict[str, float] = found, tried: list[int] = tried) -> bool:  # this round's
            if case.reference_error:
                return False
            expected = expected_trace(reference, case, 10.0)  # as rulings fuzz does
            diverge(expected, play(engine, case.scenario))
            hit = any(not step.accepted for step in expected.steps)
            if found:
                tried[0] += 1
            elif hit:
                found.update(wall=time.perf_counter(), cpu=time.process_time())
            return hit

        config = settings(max_examples=1000, database=None, deadline=None, phases=[Phase.generate, Phase.shrink],
                          suppress_health_check=list(HealthCheck))
        with contextlib.suppress(NoSuchExample):
            find(cases(profile), refused, settings=config, random=Random(seed + k))
        if found:
            total["shrinks"] += 1
            total["tried"] += tried[0]
            total["shrink_s"] += time.perf_counter() - found["wall"]
            total["shrink_cpu_s"] += time.process_time() - found["cpu"]
    engine.close()
    shrinks, tried = max(1, int(total["shrinks"])), max(1, int(total["tried"]))
    return {**total, "s_per_shrink": total["shrink_s"] / shrinks, "cases_tried_per_shrink": total["tried"] / shrinks,
            "ms_per_case_tried": 1000 * total["shrink_s"] / tried,
            "cases_tried_per_cpu_s": total["tried"] / max(total["shrink_cpu_s"], 1e-9)}


def markdown(data: dict[str, Any]) -> str:
    """The table (and the shrinking line) of a run's figures, as printed and as docs/performance.md shows them."""
    lines = [f"rulings fuzz benchmark, {data['date']}, {data['machine']}, load average {data['load']}", "",
             "| engine (against reference) | cases | cases/s | cases/CPU s | ms/case | generate ms | reference ms | "
             "engine ms | probing s | CPU s |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for name, r in data["engines"].items():
        lines.append(f"| {name} | {r['cases']:.0f} | {r['cases_per_s']:.1f} | {r['cases_per_cpu_s']:.1f} | "
                     f"{r['ms_per_case']:.0f} | {r['ms_generate']:.0f} | {r['ms_reference']:.0f} | {r['ms_engine']:.0f} | "
                     f"{r['probe_s']:.1f} | {r['cpu_s']:.1f} |")
    shrink = data.get("shrink")
    if shrink:
        lines += ["", f"Shrinking (the reference engine against itself, {shrink['shrinks']:.0f} cases with a refused "
                  f"action shrunk to the smallest such case): {shrink['s_per_shrink']:.2f} s a shrink, "
                  f"{shrink['cases_tried_per_shrink']:.0f} cases tried a shrink, {shrink['ms_per_case_tried']:.1f} ms a "
                  f"case tried, {shrink['cases_tried_per_cpu_s']:.0f} cases tried per CPU second."]
    return "\n".join(lines)


def summary_line(data: dict[str, Any]) -> str | None:
    """The headline of a run's figures (``--json``'s data): the reference engine's cases per CPU second; None
    without a reference row."""
    r = data["engines"].get("reference")
    if not r:
        return None
    return (f"fuzz: {r['cases_per_cpu_s']:.0f} cases per CPU second against the reference engine (target >= 100), "
            f"{r['cases_per_s']:.0f} cases/s wall at load {data['load']}, {data['date']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engines", default="reference,phase,python-mtg")
    parser.add_argument("--cases", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shrinks", type=int, default=3, help="cases to shrink (0: none)")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    machine = (f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
               f"{cpu_name()}")
    load_before = os.getloadavg()[0]
    rows = {name: measure(name, args.cases, args.seed) for name in args.engines.split(",")}
    shrink = measure_shrink(args.shrinks, args.seed) if args.shrinks else None
    date = time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())
    load = f"{min(load_before, os.getloadavg()[0]):.1f}-{max(load_before, os.getloadavg()[0]):.1f}"
    data = {"date": date, "machine": machine, "load": load, "engines": rows, "shrink": shrink}
    print(markdown(data))
    line = summary_line(data)
    if line:
        print(f"\n{line}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(data, indent=2) + "\n")


if __name__ == "__main__":
    main()
