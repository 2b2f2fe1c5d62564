"""The sample report in ``docs/sample-report/``: the reference engine's, phase.rs's and python-mtg's runs of the suite,
their report (``rulings report``'s site) of a few features only, so that the sample stays small (the docs site ships
it) and every link in it resolves.

  python -m tools.sample_report [--runs DIR] [--out docs/sample-report]

``--runs DIR``: a folder holding ``<engine>/results.json`` of each engine (as ``tox -e report`` writes them into
``rulings-out/``); without it each engine is run first (``rulings run --engine E -q`` into a temporary folder, the
whole corpus). The results of :data:`FEATURES` are kept, the site of them written into ``--out``, emptied first.
Exit 0, or 1 naming an engine whose run wrote no results.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ("reference", "phase", "python-mtg")
#: The features of the sample: Traveling Chocobo (docs/reports.md links its page), two CR sections, and cards each
#: engine fails differently.
FEATURES = (
    "features/cards/traveling_chocobo.feature",
    "features/cards/chancellor_of_the_forge.feature",
    "features/cards/cloud_midgar_mercenary.feature",
    "features/cards/hekma_sentinels.feature",
    "features/cards/lindblum_industrial_regency.feature",
    "features/rules/106_mana.feature",
    "features/rules/107_numbers_and_symbols.feature",
)


def run_engines(tmp: Path) -> Path:
    """Each engine's run of the whole corpus into ``tmp/<engine>/``; ``tmp``."""
    for engine in ENGINES:
        subprocess.run([sys.executable, "-m", "mtg_rulings.cli.launcher", "run", "--engine", engine, "--out",
                        str(tmp / engine), "-q"], cwd=ROOT, check=False, stdout=subprocess.DEVNULL)
    return tmp


def write_sample(runs: Path, out: Path) -> list[Path]:
    """The site of :data:`FEATURES` from ``runs/<engine>/results.json`` of each engine, written into ``out``
    (emptied first); the paths written. Raises SystemExit naming an engine without results."""
    from mtg_rulings.model.results import Results, load_results
    from mtg_rulings.reports.site import build_site, write_site
    from mtg_rulings.steps.collection import load_suite

    kept = []
    for engine in ENGINES:
        path = runs / engine / "results.json"
        if not path.is_file():
            raise SystemExit(f"sample_report: no results of {engine} ({path})")
        run = load_results(path)
        kept.append(Results(run.run_info, [r for r in run.results if r.feature in FEATURES], run.complete,
                            run.incomplete_reason))
    suite = [sc for sc in load_suite(ROOT / "features", ROOT, strict=False, check_steps=False) if sc.feature in FEATURES]
    if out.exists():
        shutil.rmtree(out)
    return write_site(build_site(kept, suite), out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=Path, default=None, help="a folder of <engine>/results.json (default: run them)")
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "sample-report")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="sample-report-") as tmp:
        written = write_sample(args.runs or run_engines(Path(tmp)), args.out)
    size = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files ({size / 1e6:.1f} MB) into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
