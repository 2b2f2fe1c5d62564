"""Benchmark: what a user pays, end to end, against a bare pytest run of the same count that writes JUnit XML.

Run by ``tox -e bench`` (not by the tests)::

    python benchmarks/e2e.py [--sizes 1000,10000[,100000]] [--modes serial,auto] [--rounds 2] [--json FILE]
    python benchmarks/e2e.py --markdown FILE      # the Markdown table of a saved --json FILE (for the docs)

What is timed, per size and mode, from process start to the process's end (its last report written):

- ``rulings``: ``python -m mtg_rulings.cli.launcher run --features CORPUS --out OUT`` (``-n auto`` in the ``auto``
  mode) on the reference engine, with a cold parse cache of its own (``RULINGS_CACHE_DIR``): the feature files
  are read, parsed, collected and run, and results.json, junit.xml, the Cucumber messages and the report site
  written, as a CI job does it on a fresh machine;
- ``bare``: ``python -m pytest`` on ``def test(i): pass`` parametrized as many times as the corpus has
  scenarios, with ``--junitxml`` (``-n auto`` with pytest-xdist in the ``auto`` mode).

The corpus (CORPUS) is the suite's own features copied with fresh ids (``-rK`` appended to each ``@id``) until
about the size asked, made once per size and not timed. Each command runs under a small meter process
(``--meter``) that reports the wall time, the CPU time (user + system) and the peak resident memory of the
command and everything it waited for (``resource.getrusage(RUSAGE_CHILDREN)``: ``ru_maxrss`` is the largest
single process, so for ``-n auto`` it is the largest shard or worker, not their sum).

The rounds interleave: in each round, every mode's ``rulings`` run and then its ``bare`` run, so a ratio is taken
between runs seconds apart (the shared machine's speed drifts by a third over minutes). The factor reported is
the median over the rounds of each round's own ratio, wall and CPU. The 1-minute load average is recorded
before and after every run: on a busy machine the absolute figures mean little, the ratios more.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

MODES = ("serial", "auto")


def meter(cmd: list[str], cwd: str) -> dict[str, Any]:
    """Run ``cmd`` (in a fresh meter process, so the children's peak memory is this command's own)."""
    proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--meter", cwd, "--", *cmd],
                          capture_output=True, text=True, check=False)
    try:
        return json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        raise SystemExit(f"e2e: the meter failed:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}") from None


def _meter_main(cwd: str, cmd: list[str]) -> None:
    load = os.getloadavg()[0]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False, env=measured_env())
    wall = time.perf_counter() - t0
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(proc.stdout[-3000:] + proc.stderr[-3000:] if proc.returncode not in (0, 1) else "")
    print(json.dumps({"rc": proc.returncode, "wall_s": round(wall, 3), "cpu_s": round(ru.ru_utime + ru.ru_stime, 3),
                      "peak_mb": round(ru.ru_maxrss / 1024, 1), "load_before": load, "load_after": os.getloadavg()[0],
                      "ran_serially": "-n auto runs serially" in proc.stderr}))


def measured_env() -> dict[str, str]:
    """The environment of a timed command: the suite importable, and byte-code cached as an installed package has it
    (pip compiles a wheel's modules; tox passes no PYTHONDONTWRITEBYTECODE), so neither side pays for compiling
    its modules again in every process (a shell that sets it made the suite's two processes compile some 140 modules,
    about 0.3 CPU s each, on every run, while pytest's own come compiled)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def compile_once() -> None:
    """Byte-compile the suite once, untimed, before the rounds (see :func:`measured_env`): the package and the real
    folders its links lead to, since compileall doesn't follow links (a module's cache is the same file by either
    path)."""
    package = ROOT / "mtg_rulings"
    linked = [p.resolve() for p in sorted(package.iterdir()) if p.is_symlink() and p.is_dir()]
    folders = [package, *linked, ROOT / "benchmarks"]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *map(str, folders)], env=measured_env(),
                   capture_output=True, check=False)


def make_corpus(target: Path, size: int) -> int:
    """The suite's features copied with fresh ids to about ``size`` scenarios under ``target``; the number made."""
    from benchmarks.bench import generate_corpus

    return generate_corpus(target, size)


def bare_test(tmp: Path, n: int) -> Path:
    test = tmp / "test_bare.py"
    test.write_text(f"import pytest\n\n\n@pytest.mark.parametrize('i', range({n}))\ndef test(i):\n    pass\n")
    (tmp / "pytest.ini").write_text("[pytest]\n")
    return test


def rulings_cmd(corpus: Path, out: Path, mode: str) -> list[str]:
    workers = ["-n", "auto"] if mode == "auto" else []
    return [sys.executable, "-m", "mtg_rulings.cli.launcher", "run", "--engine", "reference", "--features", str(corpus),
            "--out", str(out), *workers]


def bare_cmd(test: Path, junit: Path, mode: str) -> list[str]:
    workers = ["-n", "auto"] if mode == "auto" else ["-p", "no:xdist"]
    return [sys.executable, "-m", "pytest", str(test), "-q", "-p", "no:cacheprovider", "--junitxml", str(junit), *workers]


def run_size(size: int, modes: list[str], rounds: int, log: Any) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix=f"rulings-e2e-{size}-") as tmp_name:
        tmp = Path(tmp_name)
        made = make_corpus(tmp / "features", size)
        test = bare_test(tmp, made)
        runs: dict[str, dict[str, list[dict[str, Any]]]] = {m: {"rulings": [], "bare": []} for m in modes}
        for k in range(rounds):
            for mode in modes:
                out = tmp / "out"
                cache = tmp / "cache"
                shutil.rmtree(out, ignore_errors=True)
                shutil.rmtree(cache, ignore_errors=True)
                os.environ["RULINGS_CACHE_DIR"] = str(cache)  # cold: a parse cache of this run's own
                r = meter(rulings_cmd(tmp / "features", out, mode), str(ROOT))
                if r["rc"] not in (0, 1):
                    raise SystemExit(f"e2e: rulings run failed at {made} ({mode}): exit {r['rc']}")
                r["results"] = len(json.loads((out / "results.json").read_text())["results"])
                runs[mode]["rulings"].append(r)
                b = meter(bare_cmd(test, tmp / "bare-junit.xml", mode), tmp_name)
                if b["rc"] != 0:
                    raise SystemExit(f"e2e: the bare pytest run failed at {made} ({mode}): exit {b['rc']}")
                runs[mode]["bare"].append(b)
                print(f"  round {k + 1}, {made} scenarios, {mode}: rulings {r['wall_s']:.1f} s wall "
                      f"{r['cpu_s']:.1f} s CPU {r['peak_mb']:.0f} MB; bare {b['wall_s']:.1f} s {b['cpu_s']:.1f} s "
                      f"{b['peak_mb']:.0f} MB; load {r['load_before']:.1f}-{b['load_after']:.1f}", file=log, flush=True)
        os.environ.pop("RULINGS_CACHE_DIR", None)
    figures: dict[str, Any] = {
        "asked": size, "scenarios": made, "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "modes": {m: summarize(v["rulings"], v["bare"]) | {"runs": v} for m, v in runs.items()}}
    if "serial" in runs and "auto" in runs:  # each round's own serial wall time over its -n auto one
        figures["auto_speedup"] = statistics.median(
            s["wall_s"] / max(a["wall_s"], 1e-9) for s, a in zip(runs["serial"]["rulings"], runs["auto"]["rulings"], strict=True))
        figures["auto_ran_serially"] = sum(bool(a.get("ran_serially")) for a in runs["auto"]["rulings"])
    return figures


def summarize(rulings: list[dict[str, Any]], bare: list[dict[str, Any]]) -> dict[str, Any]:
    """Best figures of each side, and the median of the rounds' own ratios."""
    def ratios(key: str) -> list[float]:
        return sorted(r[key] / max(b[key], 1e-9) for r, b in zip(rulings, bare, strict=True))

    loads = [x for r in rulings + bare for x in (r["load_before"], r["load_after"])]
    return {"rulings_wall_s": min(r["wall_s"] for r in rulings), "rulings_cpu_s": min(r["cpu_s"] for r in rulings),
            "rulings_peak_mb": max(r["peak_mb"] for r in rulings), "bare_wall_s": min(b["wall_s"] for b in bare),
            "bare_cpu_s": min(b["cpu_s"] for b in bare), "bare_peak_mb": max(b["peak_mb"] for b in bare),
            "wall_factor": statistics.median(ratios("wall_s")), "wall_factors": ratios("wall_s"),
            "cpu_factor": statistics.median(ratios("cpu_s")), "cpu_factors": ratios("cpu_s"),
            "load_min": min(loads), "load_max": max(loads)}


def _elsewhere(size: dict[str, Any], figures: dict[str, Any]) -> str:
    """", on <processor>" for a size measured on another machine than the caption's."""
    machine = size.get("machine", figures["machine"])
    return "" if machine == figures["machine"] else f", on {machine.rsplit(', ', 1)[-1]}"


def markdown(figures: dict[str, Any]) -> str:
    """The Markdown table (and its caption line) of a run's figures."""
    lines = [f"End to end on the reference engine, {figures['machine']}; interleaved rounds, the factor the median "
             f"of each round's own ratio (rulings / bare pytest with JUnit XML), the times the best round's; "
             f"`-n auto` ran serially in the rounds counted in its row (its own choice, on stderr).", "",
             "| scenarios | mode | rounds | rulings wall s | rulings CPU s | rulings peak MB | bare wall s | bare CPU s | "
             "bare peak MB | factor (wall) | factor (CPU) | load average | measured |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    speedups = []
    for size in figures["sizes"]:
        for mode, m in size["modes"].items():
            runs = m["runs"]["rulings"]
            serially = sum(bool(r.get("ran_serially")) for r in runs)
            label = "serial" if mode == "serial" else "-n auto" + (f" (serial in {serially})" if serially else "")
            lines.append(f"| {size['scenarios']:,} | {label} | {len(runs)} | "
                         f"{m['rulings_wall_s']:.1f} | {m['rulings_cpu_s']:.1f} | {m['rulings_peak_mb']:.0f} | "
                         f"{m['bare_wall_s']:.1f} | {m['bare_cpu_s']:.1f} | {m['bare_peak_mb']:.0f} | "
                         f"{m['wall_factor']:.2f}x | {m['cpu_factor']:.2f}x | {m['load_min']:.1f}-{m['load_max']:.1f} | "
                         f"{size.get('date', figures.get('date', ''))}{_elsewhere(size, figures)} |")
        if "auto_speedup" in size:
            speedups.append(f"{size['scenarios']:,}: {size['auto_speedup']:.2f}x{_serially(size)}")
    if speedups:
        lines += ["", "`-n auto` against serial (the median of each round's serial wall time over its `-n auto` one): "
                  + "; ".join(speedups) + "."]
    return "\n".join(lines)


def merged(old: dict[str, Any] | None, new: dict[str, Any]) -> dict[str, Any]:
    """``new``'s figures, with the sizes of ``old`` that ``new`` didn't measure kept (each size says when and on which
    machine it was measured): a run at 1,000 and 10,000 keeps the last 100,000 row. A size is the count asked for
    (1,000, 10,000, 100,000): a corpus grown since the last measurement gives another count, and replaces it."""
    if not old:
        return new
    measured = {s["asked"] for s in new["sizes"]}
    kept = [{"machine": old.get("machine", ""), **s} for s in old.get("sizes", []) if s["asked"] not in measured]
    return {**new, "sizes": sorted(kept + new["sizes"], key=lambda s: s["scenarios"])}


def summary_lines(figures: dict[str, Any]) -> list[str]:
    """The headline of each size measured: the end-to-end factor and the peak memory (serial)."""
    out = []
    for size in figures["sizes"]:
        m = size["modes"].get("serial") or next(iter(size["modes"].values()))
        out.append(f"e2e {size['scenarios']:,} scenarios: end-to-end factor {m['cpu_factor']:.2f}x CPU, "
                   f"{m['wall_factor']:.2f}x wall (target <= 2x); peak memory {m['rulings_peak_mb']:.0f} MB"
                   + (f"; -n auto {size['auto_speedup']:.2f}x faster than serial{_serially(size)}"
                      if "auto_speedup" in size else "")
                   + f" ({size.get('date', '')}{_elsewhere(size, figures)})")
    return out


def _serially(size: dict[str, Any]) -> str:
    """" (it ran serially in K of N rounds)" when ``-n auto`` chose a serial run in some round, so that a ratio of
    two serial runs isn't read as parallel's."""
    runs = size["modes"].get("auto", {}).get("runs", {}).get("rulings", [])
    k = sum(bool(r.get("ran_serially")) for r in runs)
    return f" (it ran serially in {k} of {len(runs)} rounds)" if k else ""


def main() -> None:
    if sys.argv[1:2] == ["--meter"]:
        _meter_main(sys.argv[2], sys.argv[4:])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated scenario counts (100000 is optional)")
    parser.add_argument("--modes", default=",".join(MODES), help="serial, auto (-n auto), or both")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--json", type=Path, default=None, help="also write the figures to this file")
    parser.add_argument("--markdown", type=Path, default=None, help="print the table of a saved --json file and exit")
    args = parser.parse_args()
    if args.markdown:
        print(markdown(json.loads(args.markdown.read_text())))
        return
    from benchmarks.bench import cpu_name

    modes = [m for m in args.modes.split(",") if m]
    if any(m not in MODES for m in modes):
        parser.error(f"--modes: {', '.join(MODES)}")
    compile_once()
    figures: dict[str, Any] = {
        "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"), "rounds": args.rounds,
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, Python "
                   f"{platform.python_version()}, {cpu_name()}",
        "sizes": [run_size(int(s), modes, args.rounds, sys.stderr) for s in args.sizes.split(",") if s]}
    for size in figures["sizes"]:
        size["machine"] = figures["machine"]
    print(markdown(figures))
    print()
    print("\n".join(summary_lines(figures)))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        previous = json.loads(args.json.read_text()) if args.json.exists() else None
        args.json.write_text(json.dumps(merged(previous, figures), indent=2) + "\n")


if __name__ == "__main__":
    main()
