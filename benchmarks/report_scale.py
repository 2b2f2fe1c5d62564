"""Benchmark: the report writers at scale (`rulings report`, `rulings merge`, `rulings diff`), from process start.

Run by ``tox -e bench`` (not by the tests)::

    python benchmarks/report_scale.py --results PATH [--sizes 10000,100000] [--rounds 2] [--json FILE]

Inputs, made once per size and not timed: the suite's features copied with fresh ids into a corpus
(:func:`benchmarks.bench.generate_corpus`: ``-rK`` appended to each ``@id``, ``<stem>-rK.feature`` per copy), given to
every command as ``--features``, and a real ``results.json`` (PATH; by default ``rulings run --engine reference`` is
run once into a temporary folder to make it) replicated to match (``-rK`` appended to each scenario id, before an
Examples row's ``[...]``) to the size asked; a seeded share of the passes made failures with a
harness-shaped message (``<feature>:<line>: expected ...; observed ...``, cause ``engine``) and a few errors (cause
``adapter``), so that the divergences pages and failure groups have work. A second run of the same scenarios has
some statuses changed: 2 % of the passes regress to ``failed``, 40 % of the failures are fixed. The first run is
also cut into 4 shards (``run_info.shard`` ``K/4``, each with its ``junit.xml``), as ``rulings run --shard K/4``
writes them.

What is timed, each command in a fresh meter process (:func:`benchmarks.e2e.meter`: wall, CPU user + system of the
command and its children, peak RSS of the largest process, the load average before and after):

- ``report-1``: ``rulings report RUN1 --out SITE``;
- ``report-2``: ``rulings report RUN1 RUN2' --out SITE``, RUN2' being the second run under another engine name
  (two columns);
- ``report-baseline``: ``rulings report RUN2 --baseline RUN1 --out SITE`` (one column, its differences);
- ``diff``: ``rulings diff RUN1 RUN2 --markdown FILE``;
- ``merge``: ``rulings merge OUT SHARD1 ... SHARD4`` (results.json, junit.xml, Cucumber messages, report/).

The rounds interleave (every command of every size, then again), so the machine's drift shows as a spread across
rounds rather than as a difference between commands; the best and the median are kept. The site's size and its
largest page are recorded for ``report-1``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.e2e import meter  # noqa: E402

COMMANDS = ("report-1", "report-2", "report-baseline", "diff", "merge")
SHARDS = 4
FAIL_SHARE, ERROR_SHARE = 0.05, 0.01  # of run 1's passes
REGRESS_SHARE, FIX_SHARE = 0.02, 0.40  # run 2: passes that fail, failures that pass


def _fresh_id(rid: str, k: int) -> str:
    base, sep, row = rid.partition("[")
    return f"{base}-r{k}{sep}{row}"


def _fresh_feature(feature: str, k: int, work: Path) -> str:
    p = Path(feature)  # as benchmarks.bench.generate_corpus names the copy, relative to the project as the suite's are
    return os.path.relpath(work / "features" / p.parent.name / f"{p.stem}-r{k}{p.suffix}", ROOT)


def _failure(r: dict[str, Any], rng: random.Random) -> str:
    return (f"{r['feature']}:{rng.randint(5, 400)}: expected {rng.randint(1, 4)} triggered abilities from "
            f"\"{(r['cards'] or ['a card'])[0]}\"; observed {rng.randint(0, 3)} [rules gap: the engine has no trigger]")


def make_runs(real: Path, size: int, work: Path) -> dict[str, Any]:
    """Write features/ (the corpus), run1.json, run2.json, run2-other.json and shards/K/{results.json,junit.xml}
    under ``work``."""
    from benchmarks.bench import generate_corpus
    from mtg_rulings.model.results import Result, Results, RunInfo, write_results
    from mtg_rulings.reports.journal import write_junit
    from mtg_rulings.steps.collection import load_suite

    data = json.loads(real.read_text(encoding="utf-8"))
    base = data["results"]
    generate_corpus(work / "features", -(-size // len(base)) * len(base))  # every copy the results need
    load_suite(work / "features", ROOT, strict=False)  # parsed once into the bench's own parse cache (not timed)
    rng = random.Random(size)
    run1: list[Result] = []
    run2: list[Result] = []
    k = 0
    while len(run1) < size:
        for r in base:
            if len(run1) == size:
                break
            d = {**r, "id": _fresh_id(r["id"], k), "feature": _fresh_feature(r["feature"], k, work)}
            if d["status"] == "passed":
                x = rng.random()
                if x < FAIL_SHARE:
                    d.update(status="failed", message=_failure(d, rng), cause="engine", unjudged=[])
                elif x < FAIL_SHARE + ERROR_SHARE:
                    d.update(status="errored", message="adapter: KeyError: 'stack' (in observe)", cause="adapter",
                             unjudged=[])
            one = Result(**d)
            run1.append(one)
            d2 = dict(d)
            if d["status"] == "passed" and rng.random() < REGRESS_SHARE:
                d2.update(status="failed", message=_failure(d, rng), cause="engine", unjudged=[])
            elif d["status"] == "failed" and rng.random() < FIX_SHARE:
                d2.update(status="passed", message="", cause=None)
            run2.append(Result(**d2))
        k += 1
    info = data["run_info"]

    def run_info(engine: str, started: str, shard: str | None = None) -> RunInfo:
        return RunInfo(**{**info, "engine": engine, "started_at": started, "shard": shard})

    write_results(Results(run_info("reference", "2026-12-01T00:00:00+00:00"), run1), work / "run1.json")
    write_results(Results(run_info("reference", "2026-12-02T00:00:00+00:00"), run2), work / "run2.json")
    write_results(Results(run_info("reference-next", "2026-12-02T00:00:00+00:00"), run2), work / "run2-other.json")
    shards = []
    for s in range(SHARDS):
        part = Results(run_info("reference", "2026-12-01T00:00:00+00:00", f"{s + 1}/{SHARDS}"), run1[s::SHARDS])
        out = work / "shards" / str(s + 1)
        out.mkdir(parents=True)
        write_results(part, out / "results.json")
        write_junit(part, out / "junit.xml")
        shards.append(str(out / "results.json"))
    counts = {st: sum(r.status == st for r in run1) for st in ("passed", "failed", "errored", "pending")}
    return {"results": len(run1), "copies": k, "run1": counts, "shards": shards,
            "run2_changed": sum(a.status != b.status for a, b in zip(run1, run2, strict=True))}


def command(name: str, work: Path, out: Path) -> list[str]:
    cli = [sys.executable, "-m", "mtg_rulings.cli.launcher"]
    run1, run2 = str(work / "run1.json"), str(work / "run2.json")
    features = ["--features", str(work / "features")]
    if name == "report-1":
        return [*cli, "report", run1, *features, "--out", str(out)]
    if name == "report-2":
        return [*cli, "report", run1, str(work / "run2-other.json"), *features, "--out", str(out)]
    if name == "report-baseline":
        return [*cli, "report", run2, "--baseline", run1, *features, "--out", str(out)]
    if name == "diff":
        return [*cli, "diff", run1, run2, "--markdown", str(out / "diff.md")]
    if name == "merge":
        return [*cli, "merge", str(out), *[str(work / "shards" / str(s + 1) / "results.json") for s in range(SHARDS)],
                *features]
    raise ValueError(name)


def site_size(out: Path) -> dict[str, Any]:
    files = [p for p in out.rglob("*") if p.is_file()]
    largest = max(files, key=lambda p: p.stat().st_size)
    return {"files": len(files), "site_mb": round(sum(p.stat().st_size for p in files) / 1e6, 1),
            "largest": largest.name, "largest_mb": round(largest.stat().st_size / 1e6, 2),
            "index_mb": round((out / "index.html").stat().st_size / 1e6, 2)}


def reference_results(tmp: Path) -> Path:
    out = tmp / "reference"
    subprocess.run([sys.executable, "-m", "mtg_rulings.cli.launcher", "run", "--engine", "reference", "--out", str(out),
                    "-q"], cwd=ROOT, check=False, stdout=subprocess.DEVNULL)
    path = out / "results.json"
    if not path.exists():
        raise SystemExit("report_scale: the reference run wrote no results.json")
    return path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--results", type=Path, default=None, help="a real results.json to replicate (default: run one)")
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--commands", default=",".join(COMMANDS))
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--keep", type=Path, default=None, help="make the inputs here and keep them (default: a temporary folder)")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    names = [c for c in args.commands.split(",") if c]
    if unknown := set(names) - set(COMMANDS):
        ap.error(f"unknown command(s): {', '.join(sorted(unknown))}")
    tmp = Path(tempfile.mkdtemp(prefix="report-scale-")) if args.keep is None else args.keep
    from mtg_rulings.steps.collection import CACHE_ENV

    os.environ[CACHE_ENV] = str(tmp / "parse-cache")  # the corpus's parses, apart from the user's cache (the meter passes it on)
    try:
        real = args.results or reference_results(tmp)
        inputs = {}
        for size in sizes:
            work = tmp / str(size)
            if not (work / "run1.json").exists():
                shutil.rmtree(work, ignore_errors=True)
                work.mkdir(parents=True)
                inputs[size] = make_runs(real, size, work)
                (work / "inputs.json").write_text(json.dumps(inputs[size]), encoding="utf-8")
            else:
                inputs[size] = json.loads((work / "inputs.json").read_text(encoding="utf-8"))
            print(f"inputs {size}: {inputs[size]['results']} results ({inputs[size]['copies']} copies), run 1 "
                  f"{inputs[size]['run1']}, {inputs[size]['run2_changed']} changed in run 2", flush=True)
        runs: dict[str, list[dict[str, Any]]] = {}
        sites: dict[int, dict[str, Any]] = {}
        for rnd in range(args.rounds):
            for size in sizes:
                for name in names:
                    out = tmp / str(size) / f"out-{name}"
                    shutil.rmtree(out, ignore_errors=True)
                    if name == "diff":
                        out.mkdir()
                    m = meter(command(name, tmp / str(size), out), str(ROOT))
                    if m["rc"] not in (0, 1):
                        raise SystemExit(f"report_scale: {name} at {size} exited {m['rc']}")
                    if name == "report-1":
                        sites[size] = site_size(out)
                    runs.setdefault(f"{name} {size}", []).append(m)
                    print(f"round {rnd + 1} {name:<16} {size:>7}: CPU {m['cpu_s']:7.2f} s, wall {m['wall_s']:7.2f} s, "
                          f"peak {m['peak_mb']:7.1f} MB (load {m['load_before']:.2f})", flush=True)
                    shutil.rmtree(out, ignore_errors=True)
        table = {}
        for key, ms in runs.items():
            table[key] = {"cpu_s_best": min(m["cpu_s"] for m in ms), "cpu_s_median": statistics.median(m["cpu_s"] for m in ms),
                          "wall_s_median": statistics.median(m["wall_s"] for m in ms),
                          "peak_mb_max": max(m["peak_mb"] for m in ms), "runs": ms}
        print(f"\n{'command':<16} {'results':>8} {'CPU s best':>10} {'median':>8} {'peak MB':>8}")
        for key, t in table.items():
            name, size = key.rsplit(" ", 1)
            print(f"{name:<16} {size:>8} {t['cpu_s_best']:>10.2f} {t['cpu_s_median']:>8.2f} {t['peak_mb_max']:>8.0f}")
        for size, s in sites.items():
            print(f"site of {size}: {s['files']} files, {s['site_mb']} MB, index.html {s['index_mb']} MB, "
                  f"largest {s['largest']} {s['largest_mb']} MB")
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps({
                "when": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "machine": platform.machine(),
                "cpus": os.cpu_count(), "python": platform.python_version(), "rounds": args.rounds,
                "inputs": {str(k): {x: v for x, v in i.items() if x != "shards"} for k, i in inputs.items()},
                "commands": table, "sites": {str(k): v for k, v in sites.items()}}, indent=2) + "\n", encoding="utf-8")
            print(f"wrote {args.json}")
    finally:
        if args.keep is None:
            shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
