"""``rulings report``: render engine runs into the static HTML site (see :mod:`mtg_rulings.reports.site`).

  rulings report RESULTS... --out DIR [--history FILE] [--baseline FILE]... [--features DIR] [--coverage FILE]

RESULTS are ``results.json`` files (format ``rulings-results/4``, or ``/3``, ``/2``, ``/1``), one per engine run. With
``--history FILE`` each run is first appended to the history (one JSON line per run, skipped if already
there) and the report shows pass counts over time and when each scenario's status last changed.
``--baseline FILE`` (repeatable) is a baseline file or a previous results.json; it is matched to the run
of the engine it names. Exit codes: 0 written; 2 a usage error (unreadable or invalid input).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import click

from mtg_rulings.cli.outdir import claim
from mtg_rulings.model.results import RESULTS_FORMAT, Results, load_results, no_gc
from mtg_rulings.model.sanitize import BadInput, read_json
from mtg_rulings.runner.config import PROJECT_ROOT
from mtg_rulings.steps.userdata import UserDataError, load_user_data

if TYPE_CHECKING:
    from mtg_rulings.reports.diff import Expected

# the report writers, the steps and the schemas are imported by the functions using them: registering this command
# is part of every `rulings` command's start (issue 29)


def _load_runs(paths: tuple[Path, ...]) -> list[Results]:
    import jsonschema

    runs = []
    for path in paths:
        try:
            runs.append(load_results(path))
        except BadInput as e:
            raise click.UsageError(str(e)) from None
        except (ValueError, jsonschema.ValidationError, TypeError) as e:
            detail = e.message if isinstance(e, jsonschema.ValidationError) else str(e)
            raise click.UsageError(f"{path}: not a valid {RESULTS_FORMAT} file: {detail}") from None
    return runs


def _match_expected(runs: list[Results], baselines: tuple[Path, ...]) -> list[Expected | None]:
    import jsonschema

    from mtg_rulings.reports.diff import load_expected

    expected: dict[str, Expected] = {}
    for path in baselines:
        try:
            exp = load_expected(path)
        except (ValueError, jsonschema.ValidationError) as e:
            raise click.UsageError(str(e)) from None
        expected[exp.engine] = exp
    unmatched = set(expected) - {r.run_info.engine for r in runs}
    if unmatched:
        raise click.UsageError(f"baseline for an engine with no run given: {', '.join(sorted(unmatched))}")
    return [expected.get(r.run_info.engine) for r in runs]


@click.command("report")
@click.argument("results", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=Path("rulings-report"),
              show_default=True, help="Folder for the HTML site.")
@click.option("--history", "history_file", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Append these runs to this history file (one JSON line per run) and plot it.")
@click.option("--baseline", "baselines", multiple=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A baseline file or a previous results.json to show differences from (repeatable).")
@click.option("--features", type=click.Path(exists=True, file_okay=False, path_type=Path),
              default=PROJECT_ROOT / "features", help="Folder of .feature files (for each scenario's Gherkin).")
@click.option("--coverage", "coverage_file", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="A coverage.json of `rulings coverage` (rulings-coverage/1): adds the ruling-coverage page.")
def report(results: tuple[Path, ...], out: Path, history_file: Path | None, baselines: tuple[Path, ...],
           features: Path, coverage_file: Path | None) -> None:
    """Render RESULTS (results.json files, one per engine run) into a static HTML site in --out."""
    t0 = time.perf_counter()
    with no_gc():
        _report(results, out, history_file, baselines, features, t0, coverage_file)


def _report(results: tuple[Path, ...], out: Path, history_file: Path | None, baselines: tuple[Path, ...],
            features: Path, t0: float, coverage_file: Path | None = None) -> None:
    import jsonschema

    from mtg_rulings.reports.history import append_runs, load_history
    from mtg_rulings.reports.site import build_site, write_site
    from mtg_rulings.steps.collection import SuiteError, load_suite

    runs = _load_runs(results)
    expected = _match_expected(runs, baselines)

    try:
        load_user_data([features])  # the rulings and card files beside the features, as `rulings run` loads them
        suite = load_suite(features, PROJECT_ROOT, strict=False, check_steps=False)  # the scenarios as written: a
        # scenario's own problem is its errored result, and the site shows no step problems (the run checked them)
    except UserDataError as e:
        raise click.UsageError(f"a rulings or card file can't be used: {e}") from None
    except SuiteError as e:
        raise click.UsageError(f"the features can't be read: {e.problems[0]}") from None
    history = []
    if history_file is not None:
        try:
            added = append_runs(history_file, runs)
            history = load_history(history_file)
        except ValueError as e:
            raise click.UsageError(str(e)) from None
        partial = sum(not r.complete for r in runs)
        click.echo(f"history: {added} run(s) appended to {history_file} ({len(history)} in all)"
                   + (f"; {partial} incomplete run(s) not appended" if partial else ""))
    site = build_site(runs, suite, history, expected)
    if coverage_file is not None:
        from mtg_rulings.cli.coverage import validate

        try:
            site.coverage = read_json(coverage_file)  # bounded, a regular file (mtg_rulings/model/files.py)
            validate(site.coverage)
        except (ValueError, jsonschema.ValidationError) as e:
            raise click.UsageError(f"{coverage_file}: not a valid rulings-coverage/1 file: "
                                   f"{getattr(e, 'message', e)}") from None
    claim(out, ())  # this command's alone while it writes (mtg_rulings/cli/outdir.py)
    write_site(site, out)
    click.echo(f"report: {len(site.rows)} scenarios x {len(runs)} engine run(s), interop {site.interop}/{site.total}, "
               f"{len(site.groups)} card/feature page(s); wrote {out / 'index.html'} in {time.perf_counter() - t0:.2f} s")
