"""Benchmark: render the report of 10,000 results, and filter its 10,000-row matrix in Chromium.

    python benchmarks/report_bench.py [--results 10000] [--engines 1] [--repeat 5] [--browser]

Data: the real suite's scenarios (Gherkin, rulings, rules) copied under synthetic ids into one feature
per 100 scenarios (so 100 card pages for 10,000), with seeded-random statuses and a message on every
non-passing result, and a 10-run history per engine. What is timed, per repeat (the median is printed,
as wall-clock and as this process's CPU time, which other load on the machine disturbs less): reading
each engine's results.json (JSON parse and schema validation), building the site and writing every
page. Making the synthetic data is not timed. ``--browser`` also opens the matrix in headless Chromium
(/usr/bin/chromium, /usr/bin/chromedriver) and times, inside the page, a filter change until the next
frame has been laid out (milliseconds).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtg_rulings.model.results import Result, Results, RunInfo, load_results, no_gc, write_results  # noqa: E402
from mtg_rulings.reports.history import Entry  # noqa: E402
from mtg_rulings.reports.site import build_site, write_site  # noqa: E402
from mtg_rulings.steps.collection import ScenarioInfo, load_suite  # noqa: E402

STATUS_WEIGHTS = {"passed": 80, "failed": 8, "unsupported": 5, "errored": 3, "timeout": 1, "pending": 3}
PER_CARD = 100


def synthetic_suite(n: int) -> list[ScenarioInfo]:
    real = [s for s in load_suite(ROOT / "features", ROOT) if not s.examples]
    out = []
    for i in range(n):
        base, card = real[i % len(real)], i // PER_CARD
        out.append(dataclasses.replace(base, id=f"{base.id}-{i:05d}", name=f"{base.name} ({i})",
                                       feature=f"features/cards/bench_card_{card:03d}.feature",
                                       feature_name=f"Bench Card {card}"))
    return out


def synthetic_run(suite: list[ScenarioInfo], engine: str, seed: int, started_at: str) -> Results:
    rng = random.Random(seed)
    statuses = rng.choices(list(STATUS_WEIGHTS), weights=list(STATUS_WEIGHTS.values()), k=len(suite))
    results = []
    for s, st in zip(suite, statuses, strict=True):
        message = "" if st == "passed" else (f"{s.feature}:{s.line}: expected 3 triggered abilities from Sazh's Chocobo; "
                                             f"observed {rng.randint(0, 2)} <{st}>")
        results.append(Result(s.id, s.feature, s.name, st, message, list(s.rulings), list(s.rules), ["Traveling Chocobo"],
                              [], 0.001, None if st == "passed" else "engine"))
    return Results(RunInfo(engine, "1.0", "0.1.0", "0" * 40, started_at, 12.5), results)


def history_for(run: Results, runs: int) -> list[Entry]:
    out = []
    for k in range(runs):
        rng = random.Random(k)
        statuses = {r.id: ("passed" if rng.random() < 0.8 else r.status) for r in run.results}
        summary = {s: sum(v == s for v in statuses.values()) for s in STATUS_WEIGHTS}
        out.append(Entry(run.run_info.engine, "1.0", f"2026-11-{k + 1:02d}T00:00:00+00:00", summary, statuses))
    return out


def bench_render(n: int, engines: int, repeat: int, work: Path) -> tuple[list[float], list[float], Path, int]:
    suite = synthetic_suite(n)
    paths = []
    history: list[Entry] = []
    for e in range(engines):
        run = synthetic_run(suite, "reference" if e == 0 else f"engine-{e}", e, "2026-11-29T00:00:00+00:00")
        path = work / f"results-{e}.json"
        write_results(run, path)
        paths.append(path)
        history += history_for(run, 10)
    times, cpu, pages = [], [], 0
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        with no_gc():  # as `rulings report` does
            runs = [load_results(p) for p in paths]
            site = build_site(runs, suite, history)
            pages = len(write_site(site, work / "site"))
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return times, cpu, work / "site", pages


FILTER_JS = """
const [id, value, done] = arguments;
const sel = document.getElementById(id);
const t0 = performance.now();
sel.value = value;
sel.dispatchEvent(new Event('change'));
void document.body.offsetHeight;  // style and layout now
requestAnimationFrame(() => setTimeout(() => done(performance.now() - t0)));
"""


def bench_browser(site: Path) -> dict[str, float]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.support.ui import WebDriverWait

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    with tempfile.TemporaryDirectory() as profile:
        for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     "--window-size=1280,900", f"--user-data-dir={profile}"):
            options.add_argument(flag)
        driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
        try:
            t0 = time.perf_counter()
            driver.get((site / "index.html").as_uri())
            WebDriverWait(driver, 60).until(lambda d: d.find_element("css selector", "body").get_attribute("data-ready") == "1")
            out = {"load_ms": (time.perf_counter() - t0) * 1000}
            steps = [("status", "failed"), ("card", "c7"), ("rule", "r603"), ("engine", "e0"), ("rule", ""),
                     ("card", ""), ("engine", ""), ("status", "")]  # the last one shows all rows again
            for field, value in steps:
                ms = driver.execute_async_script(FILTER_JS, f"f-{field}", value)
                out[f"filter {field}={value or 'any'} ms (then {driver.find_element('id', 'count').text} rows)"] = ms
            return out
        finally:
            driver.quit()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--results", type=int, default=10_000, help="scenarios per engine run")
    ap.add_argument("--engines", type=int, default=1, help="engine runs (each with --results results)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--browser", action="store_true", help="also time filtering in headless Chromium")
    args = ap.parse_args()
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} (other work slows the wall clock)")
    with tempfile.TemporaryDirectory() as tmp:
        times, cpu, site, pages = bench_render(args.results, args.engines, args.repeat, Path(tmp))
        size = sum(p.stat().st_size for p in site.iterdir()) / 1e6
        print(f"render: {args.results} scenarios x {args.engines} engine(s) = {args.results * args.engines} results, "
              f"{pages} files ({size:.1f} MB), {args.repeat} runs: wall median {statistics.median(times):.3f} s "
              f"(min {min(times):.3f}, max {max(times):.3f}); CPU median {statistics.median(cpu):.3f} s")
        if args.browser:
            for name, value in bench_browser(site).items():
                print(f"browser: {name}: {value:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
