"""The ``rulings`` command.

  rulings run [--engine reference] [--out DIR] [-k EXPR]   run the rulings on an engine, write a report
  rulings explain ID                                       one scenario's rule-by-rule trace
  rulings steps                                            the step vocabulary for feature files
  rulings engines                                          the engines that can be judged
  rulings fuzz --engine E [--against reference]            generated games on two engines; divergences as scenarios

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


def _lint(features: Path) -> list[str] | None:
    """The suite's scenario ids, or None after printing every problem with its file and line."""
    try:
        return [s.id for s in load_suite(features, PROJECT_ROOT)]
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
@click.option("--features", type=click.Path(exists=True, file_okay=False, path_type=Path),
              default=PROJECT_ROOT / "features", help="Folder of .feature files.")
@click.option("--timeout", type=float, default=10.0, show_default=True, help="Seconds allowed per scenario.")
@click.option("-v", "--verbose", is_flag=True, help="One line per scenario.")
def run(engine: str, out: Path, keyword: str | None, features: Path, timeout: float, verbose: bool) -> None:
    """Run the rulings on an engine; print progress and a summary; write the report files."""
    try:
        load_engine(engine).close()
    except UnknownEngine as e:
        raise click.UsageError(str(e)) from None
    if _lint(features) is None:
        sys.exit(USAGE_ERROR)
    out.mkdir(parents=True, exist_ok=True)
    args = ["--rulings-engine", engine, "--rulings-features", str(features), "--rulings-out", str(out),
            "--junitxml", str(out / "junit.xml"), "-o", "junit_suite_name=rulings",
            "--rulings-timeout", str(timeout), "-rfE", "-v" if verbose else "-q"]
    if keyword:
        args += ["-k", keyword]
    sys.exit(_pytest(args))


@main.command()
@click.argument("scenario_id")
@click.option("--features", type=click.Path(exists=True, file_okay=False, path_type=Path),
              default=PROJECT_ROOT / "features", help="Folder of .feature files.")
def explain(scenario_id: str, features: Path) -> None:
    """Run one scenario on the reference engine and print each rule applied, in order.

    SCENARIO_ID is a scenario's @id; for one row of a Scenario Outline add its values, e.g.
    chocobo-counted-law[2-3].
    """
    ids = _lint(features)
    if ids is None:
        sys.exit(USAGE_ERROR)
    base, _, row = scenario_id.partition("[")
    if base not in ids:
        raise click.UsageError(f"no scenario with id {base!r} in {features}")
    node = f"{TEST_MODULE}::test_{base}" + (f"[{row}" if row else "")
    args = ["--rulings-engine", "reference", "--rulings-features", str(features), "--rulings-explain", "-q", "-rfE"]
    sys.exit(_pytest(args, node))


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

from rulings.cli_fuzz import fuzz  # noqa: E402  (differential testing, rulings/fuzz/)

main.add_command(fuzz)

if __name__ == "__main__":
    main()
