"""`rulings run` as users of pytest expect it: ``-x``, ``-q``, ``--lf``; and `rulings engines` saying which are
installed.

  rulings run -x      stop at the first scenario that fails, errors or times out (the results say incomplete)
  rulings run -q      no progress: only the failed scenarios and the summary
  rulings run --lf    run only the scenarios that failed, errored or timed out in --out's last results.json
                      (every scenario when it has none)

Progress itself (a bar on a terminal, marks with their legend otherwise, a line per scenario with -v) is the
test process's, :mod:`mtg_rulings.runner.terminal`. Registered by :func:`register` (mtg_rulings/cli/app.py), between the shard
options (which it passes its pytest arguments to) and the baseline options.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

LAST_FAILED = ".last-failed.json"
NOT_GREEN = ("failed", "errored", "timeout")


def last_failed(out: Path) -> list[str] | None:
    """The result ids that failed, errored or timed out in ``out/results.json``; None without a readable one."""
    from mtg_rulings.model.sanitize import BadInput, read_json

    try:  # bounded like every input: a FIFO or /dev/zero in its place is no results file (model/files.py)
        data = read_json(out / "results.json")
        return sorted(r["id"] for r in data["results"] if r["status"] in NOT_GREEN)
    except (BadInput, KeyError, TypeError):
        return None


def _extend_run(run: click.Command) -> None:
    run.params += [
        click.Option(["-x", "--exitfirst", "exitfirst"], is_flag=True,
                     help="Stop at the first scenario that fails, errors or times out."),
        click.Option(["-q", "--quiet", "quiet"], is_flag=True, help="No progress: the failures and the summary only."),
        click.Option(["--lf", "--last-failed", "last_failed_only"], is_flag=True,
                     help="Run only the scenarios that failed, errored or timed out in --out's last results.json."),
    ]
    for p in run.params:
        if p.name == "engine":  # the engine forms, where a user looks for them
            p.help = ("Engine to judge: a name from `rulings engines`, module:Class of a Python adapter, or "
                      "stdio:<command> for a program speaking the stdio protocol (e.g. \"stdio:./my-engine --serve\").")
        if p.name == "verbose":
            p.help = "One line per scenario: its status, id and feature file."
    original = run.callback
    assert original is not None

    def callback(exitfirst: bool, quiet: bool, last_failed_only: bool, **kwargs: Any) -> None:
        extra = list(kwargs.pop("pytest_extra", ()))
        if exitfirst:
            extra.append("-x")
        if quiet:
            extra += ["--rulings-terminal", "quiet"]
        if last_failed_only:
            out = Path(kwargs["out"])
            ids = last_failed(out)
            if ids:
                from mtg_rulings.cli.outdir import claim
                from mtg_rulings.cli.signals import Forwarding
                from mtg_rulings.model.files import write_atomic

                # the signals are watched from before the claim, as `run` does, and a signal that comes before run's
                # own watch begins is handed on to it (cli/signals.py): from the claim on, an interrupt is the run's
                with Forwarding():
                    claim(out, ())  # the folder is this run's before anything is written in it (cli/outdir.py)
                    write_atomic(out / LAST_FAILED, json.dumps(ids))  # a link in its place is replaced, never followed
                    extra += ["--rulings-ids", str((out / LAST_FAILED).resolve())]
                    click.echo(f"rulings: running the {len(ids)} scenario(s) that failed, errored or timed out in "
                               f"{out / 'results.json'}")
                    original(**kwargs, pytest_extra=tuple(extra))
                return
            click.echo(f"rulings: no failed scenario recorded in {out / 'results.json'}; running every scenario")
        original(**kwargs, pytest_extra=tuple(extra))

    run.callback = callback


def list_engines() -> None:
    """Each registered engine, whether it can run here, and what installs it when it can't."""
    from importlib.metadata import PackageNotFoundError, version

    from mtg_rulings.adapters.registry import available_engines

    for name, loader in sorted(available_engines().items()):
        try:
            cls = loader()
        except Exception as e:  # an adapter that can't even be imported
            click.echo(f"{name:<12} not loadable: {type(e).__name__}: {e}")
            continue
        dist = getattr(cls, "distribution", None)
        if dist is None:
            click.echo(f"{name:<12} installed (part of its adapter's package)")
            continue
        try:
            click.echo(f"{name:<12} installed ({dist} {version(dist)})")
        except PackageNotFoundError:
            click.echo(f"{name:<12} not installed: python3 -m pip install 'mtg-rulings[{name}]' (or {dist})")


def register(main: click.Group) -> None:
    _extend_run(main.commands["run"])
