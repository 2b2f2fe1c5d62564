"""``rulings serve``, ``rulings export`` and ``rulings import``: the routes for engines outside Python.

  rulings serve [--engine reference]               an engine behind the stdio protocol (docs/protocol.md)
  rulings export --format json|forge|xmage --out DIR   every scenario as files another engine can run
  rulings import --format surefire DIR --manifest FILE --out DIR   XMage's or the Forge runner's reports → results.json

Registered on the main ``rulings`` group by :func:`add_protocol_commands`.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import click

import mtg_rulings as rulings
from mtg_rulings.adapters.contract import UnknownEngine
from mtg_rulings.adapters.registry import is_stdio, load_engine
from mtg_rulings.cli.outdir import EXPORT_FILES, claim, previous_export
from mtg_rulings.model.files import write_inside
from mtg_rulings.runner.config import PROJECT_ROOT, run_config_args
from mtg_rulings.steps.userdata import UserDataError, load_user_data

if TYPE_CHECKING:
    from mtg_rulings.adapters.corpus import Corpus

# Each command imports what it needs itself: registering them is part of every `rulings` command's start, and the
# steps, pytest and the schemas are half a second of it (issue 29).

USAGE_ERROR = 2


@click.command()
@click.option("--engine", default="reference", show_default=True,
              help="The in-process engine to serve: a registered name or module:Class.")
@click.option("--cards", "card_files", multiple=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A card file (rulings-cards/1) the reference engine knows besides its own (repeatable).")
def serve(engine: str, card_files: tuple[Path, ...]) -> None:
    """Serve an in-process engine over stdin/stdout with the rulings-stdio/4 protocol.

    One JSON request per line on stdin, one JSON answer per line on stdout (with the request's id); anything
    the engine prints goes to stderr. A bad request gets an error answer and serving goes on. Ends on a stop
    request or at the end of stdin.
    """
    from mtg_rulings.adapters.stdio.server import serve as serve_engine
    from mtg_rulings.reference_engine.cards import CardFileError, add_card_files

    if is_stdio(engine):
        raise click.UsageError("serve runs an in-process engine; stdio:<command> is already a server")
    from mtg_rulings.model.files import InputRefused, check_input
    from mtg_rulings.steps.userdata import MAX_DATA_BYTES

    try:
        for path in card_files:  # a FIFO or /dev/zero never reaches the reader (mtg_rulings/model/files.py)
            check_input(path, MAX_DATA_BYTES)
        add_card_files(card_files)
    except (CardFileError, InputRefused) as e:
        raise click.UsageError(str(e)) from None
    try:
        instance = load_engine(engine)
    except UnknownEngine as e:
        raise click.UsageError(str(e)) from None
    protocol_out = sys.stdout
    sys.stdout = sys.stderr  # nothing but protocol lines may reach the real stdout
    try:
        code = serve_engine(instance, sys.stdin.buffer, protocol_out)
    finally:
        sys.stdout = protocol_out
    sys.exit(code)


def build_corpus(features: Path, keyword: str | None = None) -> Corpus | None:
    """Build every scenario's data through the step vocabulary, running no engine: with no ``keyword``, in this
    process (:func:`~mtg_rulings.steps.scenarios.scenarios_of`); a ``-k`` keyword expression is pytest's, so a
    pytest session with ``--rulings-export`` selects and builds them then. ``None`` after printing the problems
    when the features can't be built."""
    import pytest

    from mtg_rulings.adapters.corpus import Corpus
    from mtg_rulings.steps.collection import SuiteError
    from mtg_rulings.steps.scenarios import scenarios_of

    if keyword is None:
        try:
            return scenarios_of(features, PROJECT_ROOT)
        except SuiteError as e:
            click.echo("\n  ".join([f"the features can't be run as written ({len(e.problems)} problem(s)):",
                                    *map(str, e.problems)]), err=True)
            click.echo("rulings: could not build the scenarios", err=True)
            return None
    with tempfile.TemporaryDirectory(prefix="rulings-export-") as tmp:
        target = Path(tmp) / "corpus.json"
        args = [str(PROJECT_ROOT / "steps" / "rulings_test.py"), "-p", "mtg_rulings.steps.vocabulary",
                "-p", "mtg_rulings.runner.plugin",
                "-p", "no:cacheprovider", "-W", "ignore::pytest.PytestAssertRewriteWarning",
                *run_config_args(), "-q", "--no-header",
                "--rulings-features", str(features), "--rulings-export", str(target)]
        if keyword:
            args += ["-k", keyword]
        captured = io.StringIO()
        with contextlib.redirect_stdout(captured):
            code = pytest.main(args)
        if code not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED) or not target.exists():
            click.echo(captured.getvalue(), err=True)
            click.echo(f"rulings: could not build the scenarios (pytest exit code {int(code)})", err=True)
            return None
        return Corpus.read(target)


@click.command("export")
@click.option("--format", "fmt", type=click.Choice(["json", "forge", "xmage"]), required=True,
              help="json: protocol-ready scenarios; forge: .pzl puzzles with their expectations, for the Forge runner; "
                   "xmage: JUnit test classes.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), required=True, help="Folder to write to.")
@click.option("--features", type=click.Path(exists=True, file_okay=False, path_type=Path),
              default=PROJECT_ROOT / "features", help="Folder of .feature files.")
@click.option("-k", "keyword", default=None, help="Only scenarios whose test name matches (pytest -k).")
def export_command(fmt: str, out: Path, features: Path, keyword: str | None) -> None:
    """Write every scenario as files another engine can run; list each one not exported, with the reason.

    Also writes OUT/export-report.json (files written, scenarios exported, scenarios not exported and why).
    """
    from mtg_rulings.adapters.corpus import export_json
    from mtg_rulings.steps.collection import SuiteError, load_suite

    try:
        load_user_data([features])  # the rulings and card files beside the features, as `rulings run` loads them
        load_suite(features, PROJECT_ROOT)
    except UserDataError as e:
        click.echo(f"rulings: a rulings or card file can't be used: {e}", err=True)
        sys.exit(USAGE_ERROR)
    except SuiteError as e:
        click.echo(f"rulings: the features can't be run as written ({len(e.problems)} problem(s)):", err=True)
        for p in e.problems:
            click.echo(f"  {p}", err=True)
        sys.exit(USAGE_ERROR)
    corpus = build_corpus(features, keyword)
    if corpus is None:
        sys.exit(USAGE_ERROR)
    claim(out, EXPORT_FILES + previous_export(out))  # this export's alone: the last one's files go (mtg_rulings/cli/outdir.py)
    try:
        if fmt == "json":
            report = export_json(corpus, out)
        else:
            from mtg_rulings.adapters.forge.puzzle import export as export_forge
            from mtg_rulings.adapters.xmage.junit import export as export_xmage
            from mtg_rulings.runner.plugin import _git_commit

            exporter = export_forge if fmt == "forge" else export_xmage
            report = exporter(corpus, out, {"version": rulings.__version__, "commit": _git_commit()})
        write_inside(out, "export-report.json", json.dumps(report.to_dict(), indent=1, ensure_ascii=False) + "\n")
    except OSError as e:  # mtg_rulings.model.files.OutputRefused: a link in the way; or a full disk
        click.echo(f"rulings export: {e.strerror or e}", err=True)
        sys.exit(USAGE_ERROR)
    click.echo(f"rulings export --format {fmt}: {len(report.exported)} scenario(s) exported to {out}, "
               f"{len(report.not_exported)} not exported")
    for sid, reason in sorted(report.not_exported.items()):
        click.echo(f"  not exported: {sid}: {reason}")


@click.command("import")
@click.argument("reports", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["surefire"]), required=True, help="surefire: Maven Surefire XML.")
@click.option("--manifest", type=click.Path(exists=True, dir_okay=False, path_type=Path), required=True,
              help="The manifest `rulings export` wrote: rulings-xmage.json (XMage) or rulings-forge.json (Forge).")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=Path("rulings-out"), show_default=True,
              help="Folder for results.json and the report site (report/).")
@click.option("--engine-version", default="unknown", show_default=True, help="The XMage or Forge version that ran the tests.")
def import_command(reports: Path, fmt: str, manifest: Path, out: Path, engine_version: str) -> None:
    """Turn JUnit reports in REPORTS into results.json: XMage's (target/surefire-reports), or the Forge runner's.

    Exit code 0 when nothing failed, errored or timed out, 1 otherwise, 2 for unreadable input.
    """
    import jsonschema

    from mtg_rulings.adapters.xmage.surefire import ImportProblem, import_reports
    from mtg_rulings.model.results import write_results
    from mtg_rulings.reports.site import write_run_site

    try:
        imported = import_reports(reports, manifest, engine_version)
    except (ImportProblem, ValueError) as e:  # ValueError: mtg_rulings.model.sanitize.BadInput, an unreadable file
        click.echo(f"rulings import: {e}", err=True)
        sys.exit(USAGE_ERROR)
    for case in imported.unknown_testcases:
        click.echo(f"rulings import: a testcase that is no scenario of the manifest: {case}", err=True)
    claim(out)
    try:
        write_results(imported.results, out / "results.json")
    except jsonschema.ValidationError as e:
        click.echo(f"rulings import: the manifest {manifest} makes results that are not valid: {e.message[:300]}", err=True)
        sys.exit(USAGE_ERROR)
    write_run_site(imported.results, PROJECT_ROOT / "features", out / "report", PROJECT_ROOT)
    summary = imported.results.summary()
    click.echo(f"rulings import: {len(imported.results.results)} result(s) for {imported.results.run_info.engine}: "
               + ", ".join(f"{n} {s}" for s, n in summary.items() if n) + f"; wrote {out / 'results.json'}")
    sys.exit(1 if summary["failed"] or summary["errored"] or summary["timeout"] else 0)


def add_protocol_commands(group: click.Group) -> None:
    """Add ``serve``, ``export`` and ``import`` to the ``rulings`` command group."""
    for command in (serve, export_command, import_command):
        group.add_command(command)
