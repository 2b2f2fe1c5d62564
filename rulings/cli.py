"""The ``rulings`` command.

  rulings run [--engine reference] [--out DIR] [-k EXPR]   run the rulings on an engine, write a report
  rulings explain ID[ROW]                                  one scenario's (or Examples row's) rule-by-rule trace
  rulings steps                                            the step vocabulary for feature files
  rulings engines                                          the engines that can be judged

Exit codes: 0 nothing failed, errored or timed out; 1 something did; 2 a usage error (unknown engine
or scenario, a feature file that can't be run as written, a -k selecting nothing).
"""

from __future__ import annotations

import sys
from pathlib import Path

import click
import pytest

from adapters.contract import UnknownEngine, available_engines, load_engine
from rulings.cli_protocol import add_protocol_commands
from rulings.cli_suite import Suite, explain_target, suite_options
from steps.collection import SuiteError, load_suite
from steps.plugin import PROJECT_ROOT

TEST_MODULE = PROJECT_ROOT / "steps" / "rulings_test.py"
USAGE_ERROR = 2


def _pytest(args: list[str], target: str = str(TEST_MODULE)) -> int:
    """Run pytest on the generated rulings tests; map its exit code to ours."""
    base = [target, "-p", "steps.vocabulary", "-p", "steps.plugin", "-p", "no:cacheprovider",
            "-W", "ignore::pytest.PytestAssertRewriteWarning",
            "--rootdir", str(PROJECT_ROOT), "-c", str(PROJECT_ROOT / "pyproject.toml")]
    code = pytest.main(base + args)
    if code == pytest.ExitCode.OK:
        return 0
    if code == pytest.ExitCode.TESTS_FAILED:
        return 1
    if code == pytest.ExitCode.NO_TESTS_COLLECTED:
        click.echo("rulings: no scenario selected", err=True)
    return USAGE_ERROR


def _lint(features: Path | list[Path]) -> list[str] | None:
    """The suite's scenario ids, or None after printing every problem with its file and line. The rulings and card
    files beside the features are loaded first, as `rulings run` loads them."""
    from rulings.userdata import UserDataError, load_user_data

    try:
        load_user_data([features] if isinstance(features, Path) else features)
        return [s.id for s in load_suite(features, PROJECT_ROOT)]
    except UserDataError as e:
        click.echo(f"rulings: a rulings or card file can't be used: {e}", err=True)
        return None
    except SuiteError as e:
        click.echo(f"rulings: the features can't be run as written ({len(e.problems)} problem(s)):", err=True)
        for p in e.problems:
            click.echo(f"  {p}", err=True)
        return None


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="mtg-rulings", prog_name="rulings")
def main() -> None:
    """Official Magic: The Gathering rulings as executable specifications."""


add_protocol_commands(main)  # serve, export, import (rulings/cli_protocol.py)


@main.command()
@click.option("--engine", default="reference", show_default=True,
              help="Engine to judge: a name from `rulings engines`, or module:Class of an adapter.")
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path), default=Path("rulings-out"),
              show_default=True, help="Folder for results.json, junit.xml, report.html and cucumber-messages.ndjson.")
@click.option("-k", "keyword", default=None, help="Only scenarios whose test name matches (pytest -k).")
@suite_options(strict_lint=True)  # --features DIR, --rulings FILE, --cards FILE, --strict-lint (rulings/cli_suite.py)
@click.option("--timeout", type=float, default=10.0, show_default=True, help="Seconds allowed per scenario.")
@click.option("-v", "--verbose", is_flag=True, help="One line per scenario.")
def run(engine: str, out: Path, keyword: str | None, suite: Suite, timeout: float, verbose: bool) -> None:
    """Run the rulings on an engine; print progress and a summary; write the report files.

    A scenario with a problem of its own (an unknown card, ruling or step) is errored and the others run;
    --strict-lint refuses the whole run instead.
    """
    try:
        load_engine(engine).close()
    except UnknownEngine as e:
        raise click.UsageError(str(e)) from None
    suite.scenarios()
    out.mkdir(parents=True, exist_ok=True)
    args = ["--rulings-engine", engine, *suite.pytest_args(), "--rulings-out", str(out),
            "--junitxml", str(out / "junit.xml"), "-o", "junit_suite_name=rulings",
            "--rulings-timeout", str(timeout), "-rfE", "-v" if verbose else "-q"]
    if keyword:
        args += ["-k", keyword]
    sys.exit(_pytest(args))


@main.command()
@click.argument("scenario_id")
@suite_options()
def explain(scenario_id: str, suite: Suite) -> None:
    """Run one scenario on the reference engine and print each rule applied, in order.

    SCENARIO_ID is a scenario's @id; for one row of a Scenario Outline add the row as `rulings list` shows it,
    e.g. chocobo-counted-law[2-3] (quote it in the shell; case, apostrophes and spaces-or-dashes are forgiven,
    and [#3] is the third row). An outline without a row explains every row.
    """
    target = explain_target(suite, scenario_id)
    args = ["--rulings-engine", "reference", *suite.pytest_args(), "--rulings-explain", "-q", "-rfE",
            "--rulings-only", target]
    sys.exit(_pytest(args))


@main.command()
def steps() -> None:
    """List the step vocabulary: every Given, When and Then pattern a feature file may use."""
    from steps.vocabulary import STEP_DEFINITIONS

    for d in STEP_DEFINITIONS:
        click.echo(f"{d.kind.capitalize():<6} {d.readable()}")


@main.command()
def engines() -> None:
    """List the engines registered in the rulings.engines entry-point group."""
    for name in sorted(available_engines()):
        click.echo(name)


from rulings.cli_engines import register  # noqa: E402  (baselines and diffs; kept apart to keep merges simple)

register(main)

from rulings.cli_report import report  # noqa: E402  (each added command lives in its own module)

main.add_command(report)

from rulings.cli_suite import register as register_suite  # noqa: E402  (lint, list, new, coverage)

register_suite(main)

if __name__ == "__main__":
    main()
