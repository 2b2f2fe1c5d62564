"""How many processes ``rulings run -n auto`` uses: one per idle core, or one (a serial run) where a parallel run
can't pay for itself.

A parallel run costs more than its scenarios: a process start and a pytest session per shard, then a merge that
reads every shard's results and writes results.json, junit.xml, the Cucumber messages and the report again. It
pays only when the corpus is large enough for half the scenarios' time to outweigh that, and when there is a core
for each shard: on a machine already busy (the 1-minute load average at or above the cores less one), two
shards share a core and end later than one serial run. Measured with ``benchmarks/e2e.py`` (docs/performance.md).

The corpus size is estimated from the feature files' sizes, without reading them: the suite's own corpus averages
about 830 bytes per scenario (Examples rows included).
"""

from __future__ import annotations

import os
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


def auto_workers(features: list[Path], n_cores: int | None = None, load: float | None = None) -> tuple[int, str]:
    """The processes for ``-n auto`` and, when that is one, why (empty otherwise)."""
    n_cores = cores() if n_cores is None else n_cores
    load = os.getloadavg()[0] if load is None and hasattr(os, "getloadavg") else load or 0.0
    idle = int(n_cores - load + 0.5)
    if n_cores < 2:
        return 1, "one core"
    scenarios = estimated_scenarios(features)
    if scenarios < AUTO_MIN_SCENARIOS:
        return 1, f"about {scenarios} scenarios, fewer than the {AUTO_MIN_SCENARIOS} where a parallel run pays"
    if idle < 2:
        return 1, f"the machine is busy (load average {load:.1f} on {n_cores} cores): fewer than 2 idle cores"
    return min(n_cores, idle), ""
