"""``python -m mutation``: measure how many mutants of ``reference_engine/`` the feature corpus kills.

  python -m mutation [--sample 400] [--seed 20261130] [--tests corpus|corpus-data|units|card-files]
                     [--area all|rules|card-files] [--workers 2] [--out rulings-out/mutation] [--fail-under 0.9]
                     [--survivors-of FILE]

Exit codes: 0 the measurement is complete (and, with --fail-under, the score reaches it); 1 the score is
below --fail-under; 2 a usage error, or the measurement couldn't be completed (the tests fail unmutated, a
mutant couldn't be run).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
import os
import platform
import subprocess
import sys
import time
from importlib.metadata import version
from pathlib import Path

import click

from mutation import candidates, equivalents, execute, report, sample

ROOT = Path(__file__).resolve().parent.parent


def _machine() -> str:
    model = ""
    with contextlib.suppress(OSError):
        model = next((ln.split(":", 1)[1].strip() for ln in Path("/proc/cpuinfo").read_text().splitlines()
                      if ln.startswith("model name")), "")
    return (f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores{' of ' + model if model else ''}, "
            f"Python {platform.python_version()}")


def _commit() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "reference_engine", "features", "steps"], cwd=ROOT,
                               capture_output=True, text=True, check=True).stdout.strip()
        return head + ("+changes" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


#: Where cosmic-ray's list of mutation points is kept between runs, whatever --out says.
CACHE = ROOT / "rulings-out" / "mutation-candidates"


def _session() -> Path:
    """cosmic-ray's list of every mutation point, made once per version of the engine's source (it takes a while)."""
    digest = hashlib.sha256(version("cosmic-ray").encode())
    digest.update((ROOT / "mutation" / "operators.py").read_bytes())  # the tool's own operators make candidates too
    for path in sorted((ROOT / "reference_engine").rglob("*.py")):
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    session = CACHE / f"{digest.hexdigest()[:16]}.sqlite"
    if not session.exists():
        session.parent.mkdir(parents=True, exist_ok=True)
        for old in session.parent.glob("*.sqlite"):
            old.unlink()
        config = session.parent / "init.toml"
        config.write_text(execute.config_text(execute.test_command("corpus"), 60), encoding="utf-8")
        click.echo("mutation: listing every candidate mutant (cosmic-ray init)")
        candidates.cosmic_ray_init(config, session.with_suffix(".part"), ROOT)
        session.with_suffix(".part").rename(session)
    return session


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--sample", "size", type=click.IntRange(min=1), default=sample.DEFAULT_SIZE, show_default=True,
              help="Mutants to run: at most one per source line, lines chosen by the seed.")
@click.option("--seed", type=int, default=sample.DEFAULT_SEED, show_default=True)
@click.option("--tests", type=click.Choice(sorted(execute.TEST_COMMANDS)), default="corpus", show_default=True,
              help="corpus: the feature corpus on the reference engine (the measurement); corpus-data: the same scenarios "
                   "exported once and run through the harness, about five times faster, a lower bound of the corpus "
                   "score; units: the engine's unit tests.")
@click.option("--area", type=click.Choice(["all", "rules", "card-files"]), default="all", show_default=True,
              help="Run only the sample's mutants in this area of the engine's code: rules, or the card-file machinery "
                   "(reading and checking card files, which the corpus can't see; measure it with --tests card-files).")
@click.option("--workers", type=click.IntRange(min=1), default=2, show_default=True)
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=ROOT / "rulings-out" / "mutation",
              show_default=True)
@click.option("--equivalents", "equivalents_file", type=click.Path(dir_okay=False, path_type=Path),
              default=equivalents.DEFAULT_FILE, show_default=True)
@click.option("--fail-under", type=click.FloatRange(0, 1), default=None, help="Exit 1 if the score is below this.")
@click.option("--survivors-of", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="Run only the survivors listed in an earlier mutation.json (a check while writing scenarios); "
                   "writes OUT/rerun/.")
@click.option("--keep", is_flag=True, help="Keep the workers' copies of the project (their path is printed).")
def main(size: int, seed: int, tests: str, area: str, workers: int, out: Path, equivalents_file: Path, fail_under: float | None,
         survivors_of: Path | None, keep: bool) -> None:
    """Mutation testing of reference_engine/ with cosmic-ray; writes OUT/mutation.json and OUT/mutation.md."""
    started = time.monotonic()
    commit = _commit()  # the code measured: what the workers copy now, not what the tree holds when it ends
    try:
        equivalents.load(equivalents_file, tests)  # read again at the end: judgements may be added while it runs
    except equivalents.EquivalentsError as e:
        raise click.UsageError(str(e)) from None
    out = out.resolve()
    items = candidates.read_session(_session())
    described = candidates.describe(ROOT, candidates.positions(items))
    mutants = sample.identities(described)
    if survivors_of is not None:
        wanted = {s["id"] for s in json.loads(survivors_of.read_text(encoding="utf-8"))["survived"]}
        chosen = [m for m in mutants if m.identity in wanted]
    else:
        chosen = sample.choose(mutants, size, seed)
    if area != "all":
        chosen = [m for m in chosen if m.candidate.area == area.replace("-", " ")]
    click.echo(f"mutation: {len(described)} candidates, {sum(1 for c in described if c.excluded)} excluded, "
               f"{sample.lines_with_mutants(mutants)} lines with mutants; running {len(chosen)}")
    try:
        outcomes = execute.run(ROOT, chosen, items, tests, workers, keep=keep, log=click.echo)
    except RuntimeError as e:
        click.echo(f"mutation: {e}", err=True)
        sys.exit(2)
    info = {
        "tests": tests, "test_command": execute.test_command(tests), "tool": f"cosmic-ray {version('cosmic-ray')}",
        "seed": seed, "sample_size": size, "area": area, "candidates": len(described),
        "excluded": sum(1 for c in described if c.excluded), "candidate_lines": sample.lines_with_mutants(mutants),
        "workers": workers, "date": dt.date.today().isoformat(), "machine": _machine(), "commit": commit,
        "duration_s": round(time.monotonic() - started, 1),
    }
    try:
        judged = equivalents.load(equivalents_file, tests)
    except equivalents.EquivalentsError as e:
        click.echo(f"mutation: {e}; the mutants judged equivalent are not counted", err=True)
        judged = {}
    doc = report.build(outcomes, judged, info)
    json_path, md_path = report.write(doc, out / "rerun" if survivors_of else out, ROOT)
    score = "n/a" if doc["score"] is None else f"{doc['score']:.1%}"
    click.echo(f"mutation: score {score} ({doc['killed']} killed of {doc['mutants']} mutants, {doc['equivalent']} "
               f"equivalent, {len(doc['survived'])} survived, {len(doc['errors'])} errors); wrote {json_path} and {md_path}")
    if doc["errors"]:
        sys.exit(2)
    if fail_under is not None and (doc["score"] is None or doc["score"] < fail_under):
        click.echo(f"mutation: the score is below {fail_under:.0%}", err=True)
        sys.exit(1)


if __name__ == "__main__":
    main()
