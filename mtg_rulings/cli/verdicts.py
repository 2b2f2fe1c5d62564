"""``rulings verdicts FILE...``: engine faults apart from this suite's debt, as a Markdown table.

  rulings verdicts reports/baselines/phase.json reports/baselines/python-mtg.json
  rulings verdicts rulings-out/results.json

Each FILE is a results.json or a baseline; the table (:func:`mtg_rulings.reports.verdicts.render_table`) is the README's
engine table. Exit codes: 0 printed; 2 a file that can't be read.
"""

from __future__ import annotations

from pathlib import Path

import click


@click.command("verdicts")
@click.argument("files", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
def verdicts(files: tuple[Path, ...]) -> None:
    """Print, per engine of FILES (results.json or baseline files), its passes, its own faults (cause engine)
    and the debt of this suite (causes adapter and suite), as a Markdown table."""
    from mtg_rulings.reports.verdicts import load_tallies, render_table

    try:
        tallies = load_tallies(list(files))
    except ValueError as e:
        raise click.UsageError(str(e)) from None
    click.echo(render_table(tallies), nl=False)
