"""The figures README.md and docs/ quote from the suite and its runs, written by this command, never by hand.

  python -m tools.docs_figures --write    replace the text of every figure in README.md and docs/**/*.md
  python -m tools.docs_figures --check    exit 1 naming each figure whose text is stale (tox -e docs, tests)

A figure is the text between ``<!-- figure:NAME -->`` and ``<!-- /figure -->`` in a Markdown file. Its text is
made by the function registered under NAME (:func:`figure`), which gets the figure's current text (so that a
table can keep hand-written columns beside the counted ones) and returns the new text. To add one::

    @figure("engine-faults")
    def engine_faults(current: str) -> str:
        data = json.loads((ROOT / "reports" / "engine-faults.json").read_text())
        return markdown_table(["engine", "faults"], [[e, str(n)] for e, n in data.items()])

then put the markers where it goes and run ``--write``. A figure from a run reads the run's committed output
(a baseline, a benchmark's JSON), so that checking it is cheap and a changed output without its regenerated
doc fails ``--check``. A marker naming no registered figure is an error too.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FIGURE = re.compile(r"(<!-- figure:([\w-]+) -->\n?)(.*?)(<!-- /figure -->)", re.S)
#: name -> function(current text) -> new text
FIGURES: dict[str, Callable[[str], str]] = {}


def figure(name: str) -> Callable[[Callable[[str], str]], Callable[[str], str]]:
    """Register the function that writes figure ``name``."""

    def register(fn: Callable[[str], str]) -> Callable[[str], str]:
        FIGURES[name] = fn
        return fn

    return register


def markdown_table(header: list[str], rows: list[list[str]]) -> str:
    """A Markdown table (pipes in cells escaped)."""
    cell = lambda s: str(s).replace("|", "\\|")  # noqa: E731
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(c) for c in r) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def doc_files() -> list[Path]:
    """The Markdown files that may hold figures: README.md and docs/**/*.md."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


# --- the suite's own figures --------------------------------------------------------------------------


@cache
def _suite() -> list[Any]:
    from mtg_rulings.steps.collection import load_suite

    return load_suite(ROOT / "features", ROOT, strict=False)


def _baseline_counts(path: Path) -> tuple[str, str, Counter[str]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return data["engine"], data["engine_version"], Counter(e["status"] for e in data["expectations"].values())


STATUSES = ("passed", "failed", "unsupported", "errored", "timeout", "pending")


@figure("corpus")
def corpus(current: str) -> str:
    """The corpus in one sentence: scenarios, feature files, rulings, and the reference engine's statuses."""
    infos = _suite()
    scenarios = sum(len(i.row_ids()) for i in infos)
    features = len({i.feature for i in infos})
    executed = {k for i in infos if i.pending is None for k in i.rulings}  # a pending scenario executes none
    rulings, pending = len(executed), len({k for i in infos if i.pending is not None for k in i.rulings} - executed)
    _, version, counts = _baseline_counts(ROOT / "reports" / "baselines" / "reference.json")
    shown = ", ".join(f"{counts[s]} `{s}`" for s in STATUSES if counts[s])
    return (f"{scenarios} scenarios (each Examples row counted) in {features} feature files, executing {rulings} "
            f"official rulings ({pending} more pending); on the reference engine {version}: {shown} (its committed baseline, "
            f"`reports/baselines/reference.json`).\n")


@figure("engines")
def engines(current: str) -> str:
    """Each engine the suite's CI judges, by its declared name and version, from its committed baseline."""
    rows = []
    for path in sorted((ROOT / "reports" / "baselines").glob("*.json")):
        name, version, counts = _baseline_counts(path)
        total = sum(counts.values())
        judged = counts["passed"] + counts["failed"]
        rows.append([name, version, *(str(counts[s]) for s in STATUSES), f"{judged} of {total}"])
    return markdown_table(["engine", "version", *STATUSES, "judged"], rows)


@figure("steps")
def steps(current: str) -> str:
    """How many step patterns the vocabulary has, per keyword."""
    from mtg_rulings.steps.vocabulary import STEP_DEFINITIONS

    kinds = Counter(d.kind for d in STEP_DEFINITIONS)
    each = ", ".join(f"{kinds[k]} {k.capitalize()}" for k in ("given", "when", "then"))
    return f"{len(STEP_DEFINITIONS)} step patterns: {each}"  # inline: in a sentence


@figure("features")
def features(current: str) -> str:
    """The table of feature files: the hand-written description of each row kept, its scenario count counted.

    A row names its files in backticks in its first cell (a path, a bare file name, or a glob); a feature file
    no row names gets a row of its own, described by its ``Feature:`` title."""
    per_file = Counter[str]()
    for info in _suite():
        per_file[info.feature] += len(info.row_ids())
    named: set[str] = set()
    rows = []
    for line in current.splitlines()[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        if len(cells) < 3:
            continue
        files = {f for pattern in re.findall(r"`([^`]+)`", cells[0]) for f in per_file
                 if Path(f).match(pattern if "/" in pattern else f"**/{pattern}") or f == pattern}
        named |= files
        rows.append([cells[0], " | ".join(cells[1:-1]), str(sum(per_file[f] for f in files))])
    for f in sorted(set(per_file) - named):
        title = next((ln.split(":", 1)[1].strip() for ln in (ROOT / f).read_text(encoding="utf-8").splitlines()
                      if ln.startswith("Feature:")), "")
        rows.append([f"`{f}`", title, str(per_file[f])])
    return "\n".join(["| feature | rulings | scenarios |", "|---|---|---|",
                      *(f"| {a} | {b} | {c} |" for a, b, c in rows)]) + "\n"


@figure("verdicts")
def verdicts(current: str) -> str:
    """Per engine judged in CI: its own faults (cause ``engine``) apart from this suite's debt (``adapter``,
    ``suite``), from the committed baselines (reports/verdicts.py, as ``rulings verdicts`` prints it)."""
    from mtg_rulings.reports.verdicts import load_tallies, render_table

    return render_table(load_tallies([ROOT / "reports" / "baselines" / f"{e}.json" for e in ("phase", "python-mtg")]))


@figure("set-coverage")
def set_coverage(current: str) -> str:
    """Per rulings file of a whole set (features/*.rulings.json), its rulings executable, pending and without a
    scenario, as ``rulings coverage`` counts them."""
    from mtg_rulings.cli.coverage import measure
    from mtg_rulings.model.sources import add_rulings_files
    from mtg_rulings.steps.collection import load_suite

    files = sorted((ROOT / "features").glob("*.rulings.json"))
    sources = add_rulings_files(files)
    doc = measure(sources, load_suite(ROOT / "features", ROOT, strict=False))
    rows = [[f"`features/{Path(f['file']).name}`", f["set"], str(f["rulings"]), *(str(f["summary"][k]) for k in
             ("executable", "pending", "none"))] for f in doc["files"]]
    return markdown_table(["rulings file", "set", "rulings", "executable", "pending", "no scenario"], rows)


#: What ``tox -e bench`` measured last, committed (benchmarks/e2e.py --json, benchmarks/fuzz_bench.py --json).
BENCH_RESULTS = ROOT / "benchmarks" / "results"


@figure("bench-e2e")
def bench_e2e(current: str) -> str:
    """The end-to-end table (rulings run against a bare pytest run with JUnit XML, per size and mode), and the
    headline of each size, from the last ``tox -e bench`` (benchmarks/results/e2e.json)."""
    from benchmarks.e2e import markdown, summary_lines

    data = json.loads((BENCH_RESULTS / "e2e.json").read_text(encoding="utf-8"))
    return markdown(data) + "\n\n" + "".join(f"    {line}\n" for line in summary_lines(data))


@figure("bench-fuzz")
def bench_fuzz(current: str) -> str:
    """The fuzzer's cases per second per engine, generation, play and shrinking apart, from the last ``tox -e bench``
    (benchmarks/results/fuzz.json)."""
    from benchmarks.fuzz_bench import markdown

    return markdown(json.loads((BENCH_RESULTS / "fuzz.json").read_text(encoding="utf-8"))) + "\n"


@figure("bench-summary")
def bench_summary(current: str) -> str:
    """The headlines ``tox -e bench`` prints (the end-to-end factor and peak memory per size, the fuzzer's cases per
    CPU second), from its committed results, for the README."""
    from benchmarks.e2e import summary_lines
    from benchmarks.fuzz_bench import summary_line

    e2e = json.loads((BENCH_RESULTS / "e2e.json").read_text(encoding="utf-8"))
    fuzz = json.loads((BENCH_RESULTS / "fuzz.json").read_text(encoding="utf-8"))
    lines = [*summary_lines(e2e), *filter(None, [summary_line(fuzz)])]
    return "\n" + "".join(f"    {line}\n" for line in lines)


# --- writing and checking ----------------------------------------------------------------------------


def render(text: str, where: Path) -> tuple[str, list[str]]:
    """``text`` with each figure rewritten, and the names of those whose text changed. Raises ``KeyError``
    for a marker naming no registered figure."""
    changed: list[str] = []

    def one(m: re.Match[str]) -> str:
        name = m.group(2)
        if name not in FIGURES:
            raise KeyError(f"{where}: no figure {name!r} is registered (tools/docs_figures.py)")
        new = FIGURES[name](m.group(3))
        if new != m.group(3):
            changed.append(name)
        return m.group(1) + new + m.group(4)

    return FIGURE.sub(one, text), changed


def stale(files: list[Path] | None = None) -> list[str]:
    """``file: figure`` for each figure whose text is not what its function writes."""
    out = []
    for path in files or doc_files():
        _, changed = render(path.read_text(encoding="utf-8"), path)
        out += [f"{path.relative_to(ROOT)}: {name}" for name in changed]
    return out


def write(files: list[Path] | None = None) -> list[str]:
    out = []
    for path in files or doc_files():
        text = path.read_text(encoding="utf-8")
        new, changed = render(text, path)
        if changed:
            path.write_text(new, encoding="utf-8")
            out += [f"{path.relative_to(ROOT)}: {name}" for name in changed]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.docs_figures", description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", action="store_true", help="rewrite every figure in README.md and docs/")
    group.add_argument("--check", action="store_true", help="exit 1 if a figure is stale")
    args = parser.parse_args(argv)
    try:
        if args.write:
            for line in write():
                print(f"wrote {line}")
            return 0
        bad = stale()
    except KeyError as e:
        print(f"docs_figures: {e.args[0]}", file=sys.stderr)
        return 2
    for line in bad:
        print(f"stale figure: {line} (python -m tools.docs_figures --write)", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
