"""The ``rulings`` console script: ``rulings --version`` and ``rulings --help`` without importing the suite.

Importing :mod:`mtg_rulings.cli.app` imports pytest, pytest-bdd, jsonschema, the step vocabulary and the reference
engine (about a second on a loaded machine), which ``--version`` and the top-level ``--help`` don't need. For
exactly those arguments this module answers from ``mtg_rulings/cli/data/commands.json``: each command's name and the
first paragraph of its help, as ``mtg_rulings.cli.app.main`` lists them. Any other arguments go to ``mtg_rulings.cli.app.main``
unchanged.

The table is generated from the real commands (``python -m mtg_rulings.cli.launcher --update``), and a test checks that
the help printed here is the one ``mtg_rulings.cli.app.main`` prints: a command added, removed or reworded without the
update fails it.
"""

from __future__ import annotations

import json
import signal
import sys
from pathlib import Path
from typing import Any

import click

TABLE = Path(__file__).resolve().parent / "data" / "commands.json"
#: The arguments answered here; anything else (a command, an option combination) goes to mtg_rulings.cli.app.main.
FAST = (["--version"], ["--help"], ["-h"])


def _first_paragraph(text: str | None) -> str:
    return (text or "").strip().split("\n\n")[0]


def fast_group() -> click.Group:
    """A group printing what ``mtg_rulings.cli.app.main`` prints for ``--version`` and ``--help``, from the table."""
    table: dict[str, Any] = json.loads(TABLE.read_text(encoding="utf-8"))

    @click.group(name="rulings", help=table["help"], context_settings={"help_option_names": ["-h", "--help"]})
    @click.version_option(package_name="mtg-rulings", prog_name="rulings")
    def group() -> None:
        pass

    for name, text in table["commands"].items():
        group.add_command(click.Command(name, help=text))
    return group


def table_of(group: click.Group) -> dict[str, Any]:
    """The table for ``group`` (the full ``mtg_rulings.cli.app.main``): its help and each command's first paragraph."""
    return {"help": group.help,
            "commands": {name: _first_paragraph(cmd.help) for name, cmd in group.commands.items()}}


def _interrupted_before_the_command(signum: int, frame: object) -> None:
    sys.stderr.write(f"rulings: interrupted by {signal.Signals(signum).name} before the command began; nothing "
                     "written\n")
    raise SystemExit(128 + signum)


def main() -> None:
    # the one signal policy (mtg_rulings/cli/signals.py) from the first moment: while the suite is imported (about a
    # second), before any command has handlers of its own, an interrupt ends the process with 128 + the signal and
    # a line, not a KeyboardInterrupt traceback or click's "Aborted!" (exit 1)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, _interrupted_before_the_command)
    if sys.argv[1:] in FAST:
        fast_group()(prog_name="rulings")
    from mtg_rulings.cli.app import main as full

    full(prog_name="rulings")


if __name__ == "__main__":
    if sys.argv[1:] == ["--update"]:
        from mtg_rulings.cli.app import main as full

        TABLE.write_text(json.dumps(table_of(full), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {TABLE}")
    else:
        main()
