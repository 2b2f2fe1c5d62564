"""``rulings fuzz``: differential testing of an engine against another (the reference engine by default).

  rulings fuzz --engine A [--against reference] [--examples N] [--seed S] [--cards FILE]... --out DIR

Exit codes: 0 no new divergence; 1 new divergences (each written as a scenario in DIR, or listed in
DIR/fuzz-summary.json when it can't be); 2 a usage error (an unknown engine, an unreadable --known file, engines
that share nothing to play, or one too slow to set up a probe).
Registered on the main group by one line in ``mtg_rulings/cli/app.py``; the work is done by :mod:`mtg_rulings.fuzz`.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

import click

from mtg_rulings.adapters.contract import UnknownEngine
from mtg_rulings.adapters.registry import load_engine
from mtg_rulings.cli.options import SECONDS
from mtg_rulings.cli.outdir import claim, holds
from mtg_rulings.cli.signals import FORWARDED, AsInterrupt

USAGE_ERROR = 2


@click.command()
@click.option("--engine", "engine_name", required=True,
              help="Engine under test: a name from `rulings engines`, module:Class, or stdio:<command>.")
@click.option("--against", "against_name", default="reference", show_default=True,
              help="Engine whose answers are the expectation.")
@click.option("--examples", type=click.IntRange(1), default=100, show_default=True,
              help="Generated cases per search round (a round ends at a new divergence, which is then shrunk).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed: the same seed finds the same divergences.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=Path("rulings-out/fuzz"),
              show_default=True, help="Folder for the divergences' .feature files and fuzz-summary.json.")
@click.option("--known", type=click.Path(exists=True, path_type=Path), multiple=True,
              help="Divergences already known (a folder of .feature files, a fuzz-summary.json, a baseline); "
                   "the output folder and the engine's baseline in reports/baselines/ always count.")
@click.option("--max-divergences", type=click.IntRange(1), default=10, show_default=True,
              help="Stop after this many new divergences.")
@click.option("--max-actions", type=click.IntRange(1, 12), default=4, show_default=True,
              help="Most actions in one generated case.")
@click.option("--shrink-budget", type=click.IntRange(1), default=500, show_default=True,
              help="Most cases tried to shrink one divergence (a number, not a time: runs stay deterministic).")
@click.option("--timeout", type=SECONDS, default=60.0, show_default=True,
              help="Seconds allowed per case and engine (a case over it is not compared).")
@click.option("--cards", "card_files", multiple=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A card file (rulings-cards/1) whose cards join the card pool and the engines; repeatable.")
def fuzz(engine_name: str, against_name: str, examples: int, seed: int, out: Path, known: tuple[Path, ...],
         max_divergences: int, max_actions: int, shrink_budget: int, timeout: float, card_files: tuple[Path, ...]) -> None:
    """Generate small games, play each on both engines, and write each new divergence, shrunk, as an
    @unreviewed scenario whose expectation is the --against engine's answer (`rulings run --features DIR`
    reproduces them)."""
    from mtg_rulings.fuzz.profile import ProbeTimeout
    from mtg_rulings.fuzz.search import Fuzzer, NothingToCompare, Options, known_ids
    from mtg_rulings.reports.baseline import BASELINES_DIR

    if card_files:  # before the engines load: they, and the generator, see the user's cards
        from mtg_rulings.steps.userdata import UserDataError, load_user_data

        try:
            load_user_data(card_files=card_files)
        except UserDataError as e:
            raise click.UsageError(str(e)) from None
    engines = []
    for name in (engine_name, against_name):
        try:
            engines.append(load_engine(name))
        except UnknownEngine as e:
            raise click.UsageError(str(e)) from None
    engine, against = engines
    sources = [out, *known]
    baseline = BASELINES_DIR / f"{engine.name}.json"
    if baseline.exists():
        sources.append(baseline)
    try:
        ids = known_ids([p for p in sources if p.exists()])
    except (OSError, ValueError) as e:
        click.echo(f"rulings: can't read the known divergences: {e}", err=True)
        sys.exit(USAGE_ERROR)
    command = (f"rulings fuzz --engine {engine_name} --against {against_name} --examples {examples} --seed {seed}"
               + (f" --max-actions {max_actions}" if max_actions != 4 else ""))
    fuzzer = Fuzzer(engine, against, out, Options(examples, seed, max_actions, max_divergences, timeout, shrink_budget), ids,
                    command, log=lambda line: click.echo(line, err=True))
    # SIGINT, SIGTERM, SIGHUP end the search as Ctrl-C does (mtg_rulings/cli/signals.py), from before the folder is
    # claimed: once it is this run's, an interrupt at any moment leaves the summary of what ran
    interrupt = AsInterrupt(FORWARDED)
    try:
        with interrupt:
            claim(out, ())  # one fuzz run at a time in a folder; the divergences found before stay (cli/outdir.py)
            click.echo(f"rulings fuzz: {engine.name} {engine.version} against {against.name} {against.version}, "
                       f"seed {seed}, {examples} cases per round, {len(ids)} known divergence(s)", err=True)
            findings = fuzzer.run()
    except (NothingToCompare, ProbeTimeout) as e:
        click.echo(f"rulings: {e}", err=True)
        sys.exit(USAGE_ERROR)
    except KeyboardInterrupt:
        if not interrupt.came:  # no signal came: an engine's own KeyboardInterrupt, a crash (cli/app.py)
            raise
        click.echo(f"rulings: fuzz interrupted by {interrupt.signum.name} after {fuzzer.stats.cases} case(s); "
                   "the summary says what ran", err=True)
        sys.exit(interrupt.code)
    finally:
        if holds(out):  # not when the claim failed (another run's folder) or never came
            summary = fuzzer.write_summary()
        for instance in engines:
            with contextlib.suppress(Exception):  # every engine is closed, whatever one of them does
                instance.close()
    s = fuzzer.stats
    written = [f for f in findings if f.feature]
    click.echo(f"  cases {s.cases} (compared {s.compared}, diverging {s.diverging}, {s.known_cases} of them "
               f"showing a known divergence), shrink runs {s.shrink_cases}")
    if s.search_s:
        click.echo(f"  {s.cases / s.search_s:.1f} cases/s searching; {fuzzer.elapsed_s:.1f} s in all")
    stopped = {k: v for k, v in s.statuses.items() if k != "ok"}
    if stopped:
        click.echo(f"  {engine.name} stopped early: " + ", ".join(f"{k} {v}" for k, v in sorted(stopped.items()))
                   + f" (reasons in {summary.name})")
    if s.reference_errors:
        click.echo(f"  the reference engine crashed on {len(s.reference_errors)} case(s): see {summary}")
    click.echo(f"  new divergences: {len(findings)} ({len(written)} written as scenarios)")
    for f in findings:
        click.echo(f"    {f.id}: {f.differences[0]['fact']}, {f.actions} action(s): "
                   + (f.feature or f"not written: {f.verified}"))
    click.echo(f"  wrote {summary}")
    if not s.compared:  # no case was played by both engines: "no divergence" would be a verdict on nothing
        click.echo(f"rulings: nothing was compared: {engine.name} or {against.name} stopped on every case "
                   f"({', '.join(f'{k} {v}' for k, v in sorted(stopped.items())) or 'no case ran'})", err=True)
        sys.exit(1)
    sys.exit(1 if findings else 0)
