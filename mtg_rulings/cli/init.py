"""``rulings init``: set up an engine's CI in its own repository.

  rulings init --engine NAME [--adapter-package REQ] [--baseline FILE] [--workflow FILE] [--no-baseline]

Writes a GitHub Actions workflow (default ``.github/workflows/rulings.yml``) that installs the suite and the
engine, runs every ruling against the engine's baseline and keeps the report, and then makes the first
baseline (default ``rulings/baseline.json``) by running ``rulings baseline update``. Existing files are kept
unless ``--force``. Exit codes: 0 written; 2 a usage error (a file exists, an unknown engine); else the
baseline run's own code.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import click

from mtg_rulings.model.files import check_output, write_atomic

USAGE_ERROR = 2
WORKFLOW = Path(".github/workflows/rulings.yml")
BASELINE = Path("rulings/baseline.json")

#: The workflow written; {engine}, {install} and {baseline} are filled in (JSON strings are valid YAML scalars).
TEMPLATE = """\
# Written by `rulings init` (mtg-rulings): every official ruling, judged on this engine, against its baseline.
# A regression fails the job (exit 1); a scenario now passing is listed: keep it with
#   rulings baseline update --engine {engine_plain} --file {baseline_plain}
name: rulings
on:
  push:
  pull_request:
jobs:
  rulings:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - name: Install the suite and the engine
        run: python3 -m pip install mtg-rulings {install}
      - name: Judge the engine on every ruling
        run: rulings run --engine {engine} --baseline {baseline} --markdown rulings-out/baseline.md --out rulings-out
      - name: Keep the report
        if: always()
        uses: actions/upload-artifact@v4
        with:
          name: rulings-report
          path: rulings-out
"""


def _quote(value: str) -> str:
    """A shell word that YAML reads as plain text too (single quotes, as the shell's)."""
    import shlex

    return shlex.quote(value)


def render_workflow(engine: str, baseline: Path, adapter_package: str = "") -> str:
    """The workflow file's text for ``engine`` judged against ``baseline`` (a path relative to the repository)."""
    return TEMPLATE.format(engine=_quote(engine), baseline=_quote(str(baseline)), install=_quote(adapter_package)
                           if adapter_package else "", engine_plain=engine, baseline_plain=baseline).replace(" \n", "\n")


@click.command()
@click.option("--engine", required=True,
              help="The engine: a name from `rulings engines`, module:Class of an adapter, or stdio:<command>.")
@click.option("--adapter-package", default="", help="A pip requirement the workflow installs for the engine (e.g. '.').")
@click.option("--baseline", type=click.Path(dir_okay=False, path_type=Path), default=BASELINE, show_default=True,
              help="Where to write the first baseline (relative to this folder).")
@click.option("--workflow", type=click.Path(dir_okay=False, path_type=Path), default=WORKFLOW, show_default=True,
              help="Where to write the GitHub Actions workflow.")
@click.option("--no-baseline", is_flag=True, help="Write the workflow only (make the baseline later).")
@click.option("--force", is_flag=True, help="Overwrite an existing workflow file.")
def init(engine: str, adapter_package: str, baseline: Path, workflow: Path, no_baseline: bool, force: bool) -> None:
    """Write a CI workflow for ENGINE and its first baseline: the three steps of an engine author's set-up."""
    from mtg_rulings.cli.app import _check_engine_name

    _check_engine_name(engine)
    if workflow.exists() and not force:
        raise click.UsageError(f"{workflow} exists (--force to overwrite it)")
    if not no_baseline:
        check_output(baseline)  # both refused before anything is written
    write_atomic(workflow, render_workflow(engine, baseline, adapter_package))
    click.echo(f"wrote {workflow}")
    if no_baseline:
        click.echo(f"next: rulings baseline update --engine {engine} --file {baseline}")
        return
    code = subprocess.call([sys.executable, "-m", "mtg_rulings.cli.app", "baseline", "update", "--engine", engine,
                            "--file", str(baseline)])
    if code != 0:
        click.echo(f"rulings: the workflow is written, the baseline is not (exit {code})", err=True)
        sys.exit(code)
    click.echo(f"next: commit {workflow} and {baseline}; each push is then judged against the baseline")
