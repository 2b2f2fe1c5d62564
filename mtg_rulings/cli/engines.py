"""Commands for judging engines against what they are expected to do: baselines and diffs.

  rulings run --engine E --baseline FILE [--strict]   classify the run against a baseline
  rulings baseline update --engine E --file FILE      write E's baseline from a run (keyed to E's declared name
                                                      and version; --file may be left out for the suite's own
                                                      engines: reports/baselines/E.json)
  rulings diff OLD NEW [--markdown FILE]              compare two results.json files

Exit codes with a baseline or a diff: 0 no regression; 1 a regression (with ``--strict`` also a fix, so
that the baseline is kept current); 2 a usage error (an unreadable file, a baseline of another engine,
refused before the first scenario; --strict or --markdown without --baseline). A baseline made on another
version of the engine judges the run: both versions are named in the summary and the Markdown.
Registered on the main group by :func:`register` (one call at the bottom of ``mtg_rulings/cli/app.py``).
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

import click

from mtg_rulings.cli.options import SECONDS
from mtg_rulings.model.files import check_output, write_atomic
from mtg_rulings.model.results import IncompleteRun, Results, load_results, require_complete
from mtg_rulings.reports.baseline import (
    BASELINES_DIR,
    Baseline,
    baseline_from_results,
    compare_results,
    compare_to_baseline,
    load_baseline,
    render_markdown,
    render_text,
    reproductions_dir,
    version_note,
    write_baseline,
    write_baseline_reproductions,
)

USAGE_ERROR = 2
#: The engines judged in the suite's own CI: their baselines are reports/baselines/<name>.json.
SUITE_ENGINES = ("reference", "phase", "python-mtg")


def _read(loader: Any, path: Path, what: str) -> Any:
    """``loader(path)``, or exit 2 naming the file and what is wrong with it (never a traceback). A results
    file must be of a complete run: a diff or a baseline judgement of a partial run would call the
    scenarios it lacks ``removed`` and pass."""
    import jsonschema  # late: not part of every `rulings` command's start

    try:
        loaded = loader(path)
        return require_complete(loaded, path) if isinstance(loaded, Results) else loaded
    except IncompleteRun as e:
        click.echo(f"rulings: refusing {what} {e}", err=True)
    except (OSError, ValueError, jsonschema.ValidationError, KeyError, TypeError) as e:
        message = getattr(e, "message", None) or str(e)
        click.echo(f"rulings: can't read {what} {path}: {message}", err=True)
    sys.exit(USAGE_ERROR)


def _judge(baseline_path: Path, results_path: Path, engine: str, strict: bool, markdown: Path | None) -> int:
    # the baseline's engine name was checked against the engine's declaration before the run
    baseline: Baseline = _read(load_baseline, baseline_path, "baseline")
    results: Results = _read(load_results, results_path, "results")
    comparison = compare_to_baseline(baseline, results)
    title = (f"rulings on {baseline.engine} {results.run_info.engine_version} against {baseline_path.name} "
             f"({version_note(baseline, results.run_info.engine_version)})")
    from mtg_rulings.runner.judged import judged_line

    click.echo(render_text(comparison, title))
    click.echo(f"  {judged_line(results.summary())}")
    if markdown:
        report = results_path.parent / "report" / "index.html"
        where = f"{results_path} (and {report})" if report.exists() else str(results_path)  # what lists every row
        write_atomic(markdown, render_markdown(comparison, title, where=where) + f"\n{judged_line(results.summary())}\n")
    code = comparison.exit_code(strict)
    if comparison.of("fixed"):
        hint = "the baseline is stale (--strict)" if strict else "update the baseline to keep them"
        click.echo(f"  {len(comparison.of('fixed'))} scenario(s) now pass: {hint}: rulings baseline update --engine {engine} "
                   f"--file {baseline_path}")
    return code


def _extend_run(run: click.Command) -> None:
    """Add ``--baseline``, ``--strict`` and ``--markdown`` to ``rulings run``; with a baseline, the exit code is
    the baseline classification's (failures the baseline expects don't fail the run)."""
    run.params += [
        click.Option(["--baseline"], type=click.Path(dir_okay=False, path_type=Path), default=None,
                     help="Classify each result against this baseline; exit 1 only on regressions."),
        click.Option(["--strict"], is_flag=True, help="With --baseline: exit 1 on fixed scenarios too."),
        click.Option(["--markdown"], type=click.Path(dir_okay=False, path_type=Path), default=None,
                     help="With --baseline: also write the classification as Markdown to this file."),
    ]
    original = run.callback
    assert original is not None

    def callback(baseline: Path | None, strict: bool, markdown: Path | None, **kwargs: Any) -> None:
        if baseline is None:
            if strict or markdown:  # they would be ignored: a CI job that meant to judge would pass unjudged
                raise click.UsageError(f"{'--strict' if strict else '--markdown'} needs --baseline FILE")
            original(**kwargs)
            return
        if not baseline.is_file():
            raise click.UsageError(f"no baseline file {baseline}")
        if markdown is not None:
            check_output(markdown)  # a FIFO or folder in its place is refused before the run, not after
        _read(load_baseline, baseline, "baseline")  # an unreadable one is refused before anything runs
        try:
            # the test process refuses a baseline of another engine or version before the first scenario
            original(**kwargs, pytest_extra=("--rulings-baseline", str(baseline)))
            code = 0
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        if code not in (0, 1):
            sys.exit(code)
        sys.exit(_judge(baseline, Path(kwargs["out"]) / "results.json", kwargs["engine"], strict, markdown))

    run.callback = callback


def register(main: click.Group) -> None:
    """Add this module's commands and options to the ``rulings`` group."""
    _extend_run(main.commands["run"])
    main.add_command(baseline_group)
    main.add_command(diff)


@click.group("baseline")
def baseline_group() -> None:
    """Expected results per engine (reports/baselines/<engine>.json)."""


@baseline_group.command("update")
@click.option("--engine", required=True, help="Engine to run: a name from `rulings engines`, or module:Class.")
@click.option("--file", "path", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Baseline to write; required except for the suite's own engines (reference, phase, python-mtg), "
                   "whose baselines are reports/baselines/<engine>.json.")
@click.option("--features", type=click.Path(exists=True, file_okay=False, path_type=Path), default=None,
              help="Folder of .feature files (default: the project's).")
@click.option("--timeout", type=SECONDS, default=10.0, show_default=True, help="Seconds allowed per scenario.")
def update(engine: str, path: Path | None, features: Path | None, timeout: float) -> None:
    """Run every scenario on ENGINE and write its baseline from the results.

    Reasons and bug links already in the file are kept for scenarios whose status didn't change.
    """
    from mtg_rulings.cli.app import PROJECT_ROOT, _check_engine_name, _lint, _pytest

    if path is None:
        if engine not in SUITE_ENGINES:  # never into the suite's own source tree (or site-packages)
            raise click.UsageError(f"--file is required: where to write the baseline of {engine!r} (only the suite's "
                                   f"own engines, {', '.join(SUITE_ENGINES)}, have theirs in reports/baselines/)")
        path = BASELINES_DIR / f"{engine}.json"
    check_output(path)  # before the run, not after
    _check_engine_name(engine)
    features = features or PROJECT_ROOT / "features"
    if _lint(features) is None:
        sys.exit(USAGE_ERROR)
    with tempfile.TemporaryDirectory(prefix="rulings-baseline-") as tmp:
        declared = Path(tmp) / "declared.json"
        # an existing file of another engine is refused before the run (a new version of this one is the point)
        check = ["--rulings-baseline", str(path)] if path.exists() else []
        code = _pytest(["--rulings-engine", engine, "--rulings-features", str(features), "--rulings-out", tmp,
                        "--rulings-timeout", str(timeout), "--rulings-declared", str(declared), *check, "-q"],
                       out=Path(tmp))
        if code not in (0, 1):
            click.echo(f"rulings: no baseline written: the run did not complete (exit code {code})", err=True)
            sys.exit(code)
        results = _read(load_results, Path(tmp) / "results.json", "results")
        name_version = json.loads(declared.read_text())
    previous = load_baseline(path) if path.is_file() else None
    baseline = baseline_from_results(results, previous, name_version["name"], name_version["version"])
    write_baseline(baseline, path)
    scripts = write_baseline_reproductions(results, path)
    summary = ", ".join(f"{n} {s}" for s, n in results.summary().items() if n)
    click.echo(f"wrote {path}: {len(baseline.expectations)} scenarios on {engine} {baseline.engine_version} ({summary})"
               + (f"; {len(scripts)} standalone reproduction(s) in {reproductions_dir(path)}" if scripts else ""))


@click.command()
@click.argument("old", type=click.Path(dir_okay=False, path_type=Path))
@click.argument("new", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--markdown", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the Markdown (for a pull-request comment) to this file instead of printing it.")
def diff(old: Path, new: Path, markdown: Path | None) -> None:
    """Compare two results.json files (OLD expected, NEW observed): a table, then Markdown.

    Exit 1 if a scenario that passed in OLD doesn't pass in NEW (or has no result in it); 2 if either file can't
    be read or is of an incomplete run, or NEW has no results at all. Runs of two different engines are compared with a warning.
    """
    a: Results = _read(load_results, old, "results")
    b: Results = _read(load_results, new, "results")
    if a.results and not b.results:  # nothing to compare: "no regressions" would be a verdict on nothing
        click.echo(f"rulings: {new} has no results ({len(a.results)} in {old}); nothing to compare", err=True)
        sys.exit(USAGE_ERROR)
    comparison = compare_results(a, b)
    title = (f"{a.run_info.engine} {a.run_info.engine_version} at {a.run_info.suite_commit[:10]} → "
             f"{b.run_info.engine} {b.run_info.engine_version} at {b.run_info.suite_commit[:10]}")
    if a.run_info.engine != b.run_info.engine:
        warning = (f"warning: these are runs of different engines ({a.run_info.engine!r} then {b.run_info.engine!r}); "
                   "their differences are the engines', not a change")
        click.echo(f"rulings: {warning}", err=True)
        title += f" ({warning})"
    click.echo(render_text(comparison, title))
    md = render_markdown(comparison, title, lost_fails=True, where=f"the text table of rulings diff {old} {new}")
    if markdown:
        write_atomic(markdown, md)
    else:
        click.echo("")
        click.echo(md)
    sys.exit(comparison.exit_code(lost_fails=True))  # a scenario that passed and has no result now doesn't pass
