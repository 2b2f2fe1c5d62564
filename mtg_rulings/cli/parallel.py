"""How many processes ``rulings run -n auto`` uses: one per idle core, or one (a serial run) where a parallel run
can't pay for itself.

A parallel run costs more than its scenarios: a process start and a pytest session per shard, then a merge that
reads every shard's results and writes results.json, junit.xml, the Cucumber messages (copied from the shards'
parts) and the report (from the scenarios the shards collected, its pages rendered on every core). It
pays only when the corpus is large enough for half the scenarios' time to outweigh that, and when there is a core
for each shard: on a machine already busy (other work using all the cores but one), two shards share a core and
end later than one serial run. Measured with ``benchmarks/e2e.py`` (docs/performance.md).

How busy the machine is, is measured now (the CPU time all processes used over :data:`SAMPLE_S`, from
``/proc/stat``), not taken from the 1-minute load average, which stays high for a minute after work has ended
(a serial run just before, a build step) and made a parallel run serial on a machine by then idle; where
``/proc/stat`` can't be read, the load average it is.

The corpus size is estimated from the feature files' sizes, without reading them: the suite's own corpus averages
about 830 bytes per scenario (Examples rows included).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

#: Below this many scenarios (estimated), -n auto runs serially.
AUTO_MIN_SCENARIOS = 3000
#: The suite's own corpus: bytes of feature files per scenario.
BYTES_PER_SCENARIO = 830


def cores() -> int:
    """The cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def estimated_scenarios(features: list[Path]) -> int:
    """About how many scenarios the ``.feature`` files under ``features`` hold, from their sizes."""
    total = 0
    for d in features:
        paths = [d] if d.is_file() else d.rglob("*.feature")
        total += sum(p.stat().st_size for p in paths)
    return total // BYTES_PER_SCENARIO


#: Seconds over which the CPU time in use is sampled.
SAMPLE_S = 0.3


def _cpu_times() -> tuple[int, int] | None:
    """(idle, total) CPU ticks of the whole machine since boot (``/proc/stat``), or None where it can't be read."""
    try:
        with open("/proc/stat", encoding="ascii") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    if len(fields) < 5:
        return None
    return fields[3] + fields[4], sum(fields[:8])  # idle + iowait; user ... steal


def busy_cores(sample_s: float = SAMPLE_S) -> tuple[float, str]:
    """How many cores other work is using now, and how that was measured (for the message)."""
    before = _cpu_times()
    if before is not None:
        time.sleep(sample_s)
        after = _cpu_times()
        if after is not None and after[1] > before[1]:
            used = 1 - (after[0] - before[0]) / (after[1] - before[1])
            return used * (os.cpu_count() or 1), f"{used:.0%} of the CPU in use over {sample_s:g} s"
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    return load, f"load average {load:.1f}"


def auto_workers(features: list[Path], n_cores: int | None = None, load: float | None = None) -> tuple[int, str]:
    """The processes for ``-n auto`` and, when that is one, why (empty otherwise). ``load``: the cores other work
    is using (measured by :func:`busy_cores` when not given)."""
    n_cores = cores() if n_cores is None else n_cores
    if n_cores < 2:
        return 1, "one core"
    scenarios = estimated_scenarios(features)
    if scenarios < AUTO_MIN_SCENARIOS:
        return 1, f"about {scenarios} scenarios, fewer than the {AUTO_MIN_SCENARIOS} where a parallel run pays"
    if load is None:
        load, how = busy_cores()
    else:
        how = f"{load:.1f} cores in use"
    idle = int(n_cores - load + 0.5)
    if idle < 2:
        return 1, f"the machine is busy ({how} on {n_cores} cores): fewer than 2 idle cores"
    return min(n_cores, idle), ""
