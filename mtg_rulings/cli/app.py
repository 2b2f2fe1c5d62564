"""The ``rulings`` command.

  rulings run [--engine reference] [--out DIR] [-k EXPR]   run the rulings on an engine, write a report
  rulings explain ID[ROW]                                  one scenario's (or Examples row's) rule-by-rule trace
  rulings steps                                            the step vocabulary for feature files
  rulings engines                                          the engines that can be judged
  rulings fuzz --engine E [--against reference]            generated games on two engines; divergences as scenarios

Exit codes (``rulings run``, ``rulings baseline update``, ``rulings explain``):

- 0 nothing failed, errored or timed out; 1 something did;
- 2 a usage error: an unknown engine, an engine whose declaration is bad (name, version, capabilities,
  action or check kinds), an unknown scenario, a feature file that can't be run as written;
- 3 the run did not complete because its test process died (an engine's ``os._exit`` or segfault in the
  test process, SIGKILL; an in-process engine stuck in native code, ended once no result came for twice
  ``--timeout``): ``results.json`` holds the results recorded so far, marked ``"complete": false``;
- 6 no scenario was judged: none passed or failed (each was unsupported or pending), and nothing errored
  (:mod:`mtg_rulings.runner.judged`): an engine that declares nothing is not green;
- 4 an internal error: the suite's own bug (an exception no command handles), with its traceback; never 1,
  which is a verdict on the engine;
- 5 no scenario selected (``-k`` matched nothing; as pytest's "no tests collected"): nothing is written;
- 128 + the signal's number when interrupted: 130 for Ctrl-C (SIGINT), 143 for SIGTERM, 129 for SIGHUP;
  ``results.json`` holds what ran, marked ``"complete": false``, and so does ``junit.xml``. (A signal that
  arrives once every scenario has run, while the results are written, doesn't change them: the exit code
  is then the finished run's.) pytest's "interrupted" with no signal sent (a collection error) is 2, not 130.
  The whole signal policy, serial and ``-n``: docs/robustness.md, mtg_rulings/cli/signals.py.

The scenarios run in a pytest child process that this command supervises (:func:`_pytest`): whatever
kills that process, the results it journaled are written and the exit code is never 0.
"""

from __future__ import annotations

import contextlib
import enum
import json
import os
import signal
import subprocess
import sys
import time
import traceback
from pathlib import Path

import click

from mtg_rulings.adapters.contract import UnknownEngine
from mtg_rulings.adapters.processes import describe_exit, kill_group, let_interrupts_through, start_held
from mtg_rulings.adapters.registry import STDIO_PREFIX, available_engines, is_adapter_path, is_stdio, stdio_argv
from mtg_rulings.cli import signals
from mtg_rulings.cli.options import SECONDS
from mtg_rulings.cli.outdir import claim, held_fds
from mtg_rulings.cli.protocol import add_protocol_commands
from mtg_rulings.cli.signals import Forwarding, Stall, stop_watchdog, watchdog
from mtg_rulings.cli.suite import Suite, explain_target, suite_options
from mtg_rulings.model.files import OutputRefused
from mtg_rulings.runner.config import PROJECT_ROOT, SUPERVISOR_ENV, in_process, run_config_args
from mtg_rulings.steps.userdata import UserDataError, load_user_data

TEST_MODULE = PROJECT_ROOT / "steps" / "rulings_test.py"
USAGE_ERROR = 2
RUN_DIED = 3
NOTHING_SELECTED = 5
JUNIT_PARTIAL = ".junit.xml.partial"  # pytest writes junit.xml here; it is moved into place when the run had results
#: After forwarding SIGINT/SIGTERM, how long the test process has to write its results before it is killed
#: (environment variable RULINGS_INTERRUPT_GRACE_S; the tests shorten it).
#: Signals passed on to the test process: each ends the run as an interrupt (SIGHUP too: a closed terminal or
#: a CI runner ending the job must not leave the test process and its engines running).
FORWARDED = signals.FORWARDED
INTERRUPT_GRACE_S = float(os.environ.get("RULINGS_INTERRUPT_GRACE_S", "30"))


class ExitCode(enum.IntEnum):
    """pytest's exit codes that a scenario run can end with (``pytest.ExitCode``, part of its public API; a test
    checks they are pytest's), named here so that this process, which only starts the test process, never imports
    pytest (issue 29). Any other code is an abnormal end (:data:`RUN_DIED`)."""

    OK = 0
    TESTS_FAILED = 1
    INTERRUPTED = 2
    INTERNAL_ERROR = 3
    USAGE_ERROR = 4
    NO_TESTS_COLLECTED = 5


_PYTEST_CODES = {ExitCode.OK: 0, ExitCode.TESTS_FAILED: 1, ExitCode.INTERRUPTED: USAGE_ERROR,
                 ExitCode.INTERNAL_ERROR: RUN_DIED, ExitCode.USAGE_ERROR: USAGE_ERROR,
                 ExitCode.NO_TESTS_COLLECTED: NOTHING_SELECTED}


def _pytest(args: list[str], target: str = str(TEST_MODULE), out: Path | None = None) -> int:
    """Run pytest on the generated rulings tests in a child process, supervised; map its exit code to ours.

    The child leads its own process group, so a terminal's Ctrl-C reaches this process only, which passes
    SIGINT (and SIGTERM, SIGHUP) on to the child; the plugin then ends the session and writes what ran,
    marked incomplete. A child still running :data:`INTERRUPT_GRACE_S` seconds later is killed. A child that
    died without writing its results (its journal is still in ``out``) has them recovered here
    (:func:`_recover`), and the engine processes it left are ended. Called inside the command's own
    :class:`Forwarding` (entered before it claimed ``out``), the watch here takes on a signal that one caught.
    """
    cmd = [sys.executable, "-m", "pytest", target, "-p", "mtg_rulings.steps.vocabulary", "-p", "mtg_rulings.runner.plugin",
           "-p", "no:cacheprovider", "-W", "ignore::pytest.PytestAssertRewriteWarning",
           *run_config_args(), *args]
    path = os.environ.get("PYTHONPATH", "")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (str(PROJECT_ROOT), path) if p)}
    # the child dies with this process (SIGHUP, handled as an interrupt) rather than run on as an orphan
    env[SUPERVISOR_ENV] = str(os.getpid())
    started = time.time()
    stall = Stall.of_run(args, out, in_process)
    # the signals are watched from before the child starts until this command ends: one that comes once the child
    # has ended (while its results are recovered, say) can't cut that short, and is no interrupt of the run
    with Forwarding() as forwarding:
        # the child starts with the signals held back, until its own handlers are in place (runner/plugin.py); the
        # --out lock lives while it does
        proc = forwarding.add(start_held(cmd, env=env, process_group=0, pass_fds=held_fds()))
        guard = watchdog(proc, out, held_fds())  # ends the child if this process is killed (mtg_rulings/cli/signals.py)
        try:
            while True:
                try:
                    code = proc.wait(timeout=0.5)
                    break
                except subprocess.TimeoutExpired:
                    if (forwarding.first and forwarding.since() > INTERRUPT_GRACE_S) or (stall and stall.stuck()):
                        kill_group(proc.pid)
        finally:
            stop_watchdog(guard)
        if stall and stall.stuck_s:
            click.echo(f"rulings: the test process made no progress for {stall.stuck_s:.0f} s (an engine blocked "
                       "in native code, where no time limit can reach it? --isolation process bounds each scenario); "
                       "it was killed", err=True)
        interrupted = forwarding.code
        stuck = f"the test process made no progress for {stall.stuck_s:.0f} s and was killed" if stall and stall.stuck_s else None
        return _conclude(code, interrupted, out, started, stuck)


def _conclude(code: int, interrupted: int | None, out: Path | None, started: float, stuck: str | None = None) -> int:
    """The exit code of a run whose test process ended with ``code`` (``interrupted``: 128 + the signal that came
    while it ran); its files put in place, or recovered from its journal."""
    if out is not None:
        from mtg_rulings.reports.journal import JOURNAL_NAME

        if (out / JOURNAL_NAME).exists():
            return _recover(out, code, interrupted, stuck)
        partial = out / JUNIT_PARTIAL
        results = out / "results.json"
        # the journal is removed only after junit.xml is written: with results.json written by this run, the
        # partial file is whole even if the process was then killed (at the end of the interrupt's grace)
        written = _written_since(results, started)
        if partial.exists():  # kept only for a run that ran scenarios (not a usage error, not an empty selection)
            if written or code in (ExitCode.OK, ExitCode.TESTS_FAILED, ExitCode.INTERRUPTED):
                os.replace(partial, out / "junit.xml")
            else:
                partial.unlink()
        if interrupted and written and code in (ExitCode.OK, ExitCode.TESTS_FAILED) \
                and _says_complete(results):
            # the signal came after the last scenario's result: the files say the run is complete, and so does
            # the exit code. Their word decides, not the code: a test process that crashed while it ended an
            # interrupted run exits 1 too.
            click.echo(f"rulings: {signal.Signals(interrupted - 128).name} arrived after every scenario had run; "
                       "the results are complete", err=True)
            return _PYTEST_CODES[ExitCode(code)]
    if code == ExitCode.NO_TESTS_COLLECTED:
        click.echo("rulings: no scenario selected; nothing written", err=True)
    if interrupted:
        if out is not None and not _written_since(out / "results.json", started):
            # a signal before the first scenario ends the test process with nothing written: no result exists yet
            click.echo(f"rulings: {signals.interrupted_before_any_scenario(interrupted, out)}", err=True)
        return interrupted
    if code == ExitCode.INTERRUPTED:  # no signal came to this command: not the user's Ctrl-C
        said = _incomplete_reason(out / "results.json") if out is not None else ""
        if said.startswith("interrupted by SIG"):  # a signal sent to the test process itself
            with contextlib.suppress(KeyError):
                return signals.exit_code(signal.Signals[said.split()[2]])
        click.echo("rulings: the test process stopped before running the scenarios (a collection error, above)",
                   err=True)
        return USAGE_ERROR
    if code < 0 or code not in _PYTEST_CODES:
        click.echo(f"rulings: the test process ended abnormally ({describe_exit(code)})", err=True)
        return RUN_DIED
    return _PYTEST_CODES[ExitCode(code)]


def _written_since(path: Path, started: float) -> bool:
    try:
        return path.stat().st_mtime >= started - 1
    except OSError:
        return False


def _incomplete_reason(results: Path) -> str:
    try:
        return str(json.loads(results.read_text(encoding="utf-8")).get("incomplete_reason", ""))
    except (OSError, ValueError, AttributeError):
        return ""


def _says_complete(results: Path) -> bool:
    """Whether a results.json says its run is complete (False if it can't be read)."""
    try:
        return json.loads(results.read_text(encoding="utf-8")).get("complete") is True
    except (OSError, ValueError, AttributeError):
        return False


def _recover(out: Path, code: int, interrupted: int | None, stuck: str | None = None) -> int:
    """The test process died before writing its results: write what its journal holds, marked incomplete
    (results.json, junit.xml, the report site), end the engine processes it left, and say so."""
    from mtg_rulings.model.results import write_results
    from mtg_rulings.reports.journal import JOURNAL_NAME, features_of, leftover_groups, recover, write_junit
    from mtg_rulings.reports.site import write_run_site

    journal = out / JOURNAL_NAME
    for pgid in leftover_groups(journal):
        kill_group(pgid)
    how = describe_exit(code)
    reason = (f"interrupted by {signal.Signals(interrupted - 128).name} and ended ({how})" if interrupted
              else stuck or f"the test process died ({how})")
    results = recover(journal, reason)
    with contextlib.suppress(FileNotFoundError):
        (out / JUNIT_PARTIAL).unlink()
    if results is not None:
        results.incomplete_reason = f"{reason} after {len(results.results)} scenario(s)"
        write_results(results, out / "results.json")
        write_junit(results, out / "junit.xml")
        write_run_site(results, features_of(journal) or PROJECT_ROOT / "features", out / "report", PROJECT_ROOT)
        click.echo(f"rulings: INCOMPLETE: {results.incomplete_reason}; wrote {out / 'results.json'} "
                   f"(marked incomplete) and {out / 'junit.xml'}", err=True)
    else:
        click.echo(f"rulings: INCOMPLETE: {reason} before any result was recorded", err=True)
    journal.unlink()
    return interrupted or RUN_DIED


def _lint(features: Path | list[Path]) -> list[str] | None:
    """The suite's scenario ids, or None after printing every problem with its file and line. The rulings and card
    files beside the features are loaded first, as `rulings run` loads them."""
    from mtg_rulings.steps.collection import SuiteError, load_suite  # late: the steps and the engine's catalogue

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


#: The exit code of the suite's own bug (an exception no command handles): never 1, which is a verdict.
INTERNAL_ERROR = 4


class _Group(click.Group):
    """The ``rulings`` group: every command's unhandled exception is the suite's internal error, exit 4, so that a
    crash of the suite never reads as "scenarios failed" (exit 1) in an engine's CI."""

    def invoke(self, ctx: click.Context) -> object:
        # the one signal policy (mtg_rulings/cli/signals.py): while a command runs, SIGINT, SIGTERM and SIGHUP end it as
        # Ctrl-C does, its `finally` blocks run, and the exit code is 128 + the signal; a command supervising children
        # (run, fuzz) puts its own handlers in place for that stretch. A -n shard was started with them held back.
        interrupt = signals.AsInterrupt(FORWARDED)
        try:
            with interrupt:
                let_interrupts_through()
                return super().invoke(ctx)
        except KeyboardInterrupt as e:
            if not interrupt.came:  # no signal came: an engine's own KeyboardInterrupt is a crash, not the user's
                return self._internal_error(ctx, e)
            click.echo(f"rulings: interrupted by {interrupt.signum.name}", err=True)
            ctx.exit(interrupt.code)
        except (click.exceptions.ClickException, click.exceptions.Exit, click.exceptions.Abort):
            raise
        except OutputRefused as e:  # a file the command can't write (mtg_rulings/model/files.py): the user's to fix
            click.echo(f"rulings: {e}", err=True)
            ctx.exit(USAGE_ERROR)
        except Exception as e:
            return self._internal_error(ctx, e)

    @staticmethod
    def _internal_error(ctx: click.Context, e: BaseException) -> None:
        """Exit :data:`INTERNAL_ERROR` for ``e``, the exception being handled, with its traceback."""
        traceback.print_exc()
        click.echo(f"rulings: internal error, a bug of the suite and no verdict on the engine ({type(e).__name__}: "
                   f"{str(e)[:500]}); exit {INTERNAL_ERROR}", err=True)
        ctx.exit(INTERNAL_ERROR)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="mtg-rulings", prog_name="rulings")
def main() -> None:
    """Official Magic: The Gathering rulings as executable specifications."""


add_protocol_commands(main)  # serve, export, import (mtg_rulings/cli/protocol.py)


@main.command()
@click.option("--engine", default="reference", show_default=True,
              help="Engine to judge: a name from `rulings engines`, or module:Class of an adapter.")
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path), default=Path("rulings-out"),
              show_default=True, help="Folder for results.json, junit.xml, cucumber-messages.ndjson and report/.")
@click.option("-k", "keyword", default=None, help="Only scenarios whose test name matches (pytest -k).")
@suite_options(strict_lint=True)  # --features DIR, --rulings FILE, --cards FILE, --strict-lint (mtg_rulings/cli/suite.py)
@click.option("--timeout", type=SECONDS, default=10.0, show_default=True, help="Seconds allowed per scenario.")
@click.option("-v", "--verbose", is_flag=True, help="One line per scenario.")
@click.option("--isolation", type=click.Choice(["auto", "process", "none"]), default="auto", show_default=True,
              help="Run an in-process engine in a worker process (process), in the test process (none), or in a worker "
                   "unless it is the reference engine (auto).")
def run(engine: str, out: Path, keyword: str | None, suite: Suite, timeout: float, verbose: bool,
        isolation: str, pytest_extra: tuple[str, ...] = ()) -> None:
    """Run the rulings on an engine; print progress and a summary; write the report files.

    A scenario with a problem of its own (an unknown card, ruling or step) is errored and the others run;
    --strict-lint refuses the whole run instead.
    """
    signals.follow_parent()  # a -n shard ends with the run that started it
    _check_engine_name(engine)
    suite.load_data()  # the rulings and card files; the features are read once, by the test process
    # the signals are passed on from before the claim: once the folder is this run's (the last run's files gone), an
    # interrupt at any moment leaves this run's files saying what ran (mtg_rulings/cli/signals.py)
    with Forwarding():
        claim(out)  # this run's alone, and only this run's files in it (mtg_rulings/cli/outdir.py)
        sys.exit(_pytest(_run_args(engine, out, keyword, suite, timeout, verbose, isolation, pytest_extra), out=out))


def _run_args(engine: str, out: Path, keyword: str | None, suite: Suite, timeout: float, verbose: bool,
              isolation: str, pytest_extra: tuple[str, ...]) -> list[str]:
    """The test process's arguments for `rulings run`."""
    args = ["--rulings-engine", engine, *suite.pytest_args(), "--rulings-out", str(out),
            "--junitxml", str(out / JUNIT_PARTIAL), "-o", "junit_suite_name=rulings", "--rulings-isolation", isolation,
            "--rulings-timeout", str(timeout), "-rfE", "-q", "--rulings-terminal", "lines" if verbose else "auto",
            # the failed scenarios are listed by the plugin (mtg_rulings/runner/plugin.py: pytest_terminal_summary): pytest's own
            # failure section scans every report once per failure, minutes for thousands of failures
            "--tb=no", *pytest_extra]
    if keyword:
        args += ["-k", keyword]
    return args


def _check_engine_name(engine: str) -> None:
    """A usage error for an engine name that can't be one, found without running any engine code: a stdio
    command that doesn't exist, a name not registered. (A ``module:Class`` adapter is loaded, and every
    engine's declaration checked, by the test process before the first scenario.)"""
    if is_stdio(engine):
        try:
            stdio_argv(engine.removeprefix(STDIO_PREFIX))  # only parses the command and finds the program
        except UnknownEngine as e:
            raise click.UsageError(str(e)) from None
    elif not is_adapter_path(engine) and engine not in available_engines():
        raise click.UsageError(f"unknown engine {engine!r}; available: {', '.join(sorted(available_engines()))}")


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
    from mtg_rulings.steps.vocabulary import STEP_DEFINITIONS

    for d in STEP_DEFINITIONS:
        click.echo(f"{d.kind.capitalize():<6} {d.readable()}")


@main.command()
def engines() -> None:
    """List the engines registered in the rulings.engines entry-point group, and whether each is installed."""
    from mtg_rulings.cli.terminal import list_engines

    list_engines()


from mtg_rulings.cli.scale import register as register_scale  # noqa: E402  (--shard, -n, merge; before the baselines wrap run)

register_scale(main)

from mtg_rulings.cli.terminal import register as register_terminal  # noqa: E402  (-x, -q, --lf; between shards and baselines)

register_terminal(main)

from mtg_rulings.cli.engines import register  # noqa: E402  (baselines and diffs; kept apart to keep merges simple)

register(main)

from mtg_rulings.cli.report import report  # noqa: E402  (each added command lives in its own module)

main.add_command(report)

from mtg_rulings.cli.suite import register as register_suite  # noqa: E402  (lint, list, new, coverage)

register_suite(main)

from mtg_rulings.cli.fuzz import fuzz  # noqa: E402  (differential testing, rulings/fuzz/)

main.add_command(fuzz)

from mtg_rulings.cli.verdicts import verdicts  # noqa: E402  (engine faults apart from the suite's debt, reports/verdicts.py)

main.add_command(verdicts)

from mtg_rulings.cli.init import init  # noqa: E402  (an engine author's CI set-up: workflow and first baseline)

main.add_command(init)

from mtg_rulings.runner.judged import register as register_judged  # noqa: E402  (exit 6 when nothing was judged; wraps run last)

register_judged(main)

if __name__ == "__main__":
    main()
