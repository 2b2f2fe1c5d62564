"""The ``rulings`` console script (mtg_rulings/cli/launcher.py): ``--version`` and ``--help`` without the suite's imports,
printing what the full command prints."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from mtg_rulings.cli.launcher import FAST, TABLE, fast_group, table_of

HEAVY = ("pytest", "pytest_bdd", "jinja2", "jsonschema", "fastjsonschema", "hypothesis", "reference_engine",
         "steps", "reports", "adapters", "mtg_rulings.cli.app")

PROBE = """
import json, sys
sys.argv = ["rulings", *json.loads(sys.argv[1])]
from mtg_rulings.cli.launcher import main
try:
    main()
except SystemExit:
    pass
print("\\n" + json.dumps(sorted(sys.modules)))
"""


@pytest.mark.parametrize("args", FAST, ids=" ".join)
def test_version_and_help_import_none_of_the_suite(args: list[str]) -> None:
    proc = subprocess.run([sys.executable, "-c", PROBE, json.dumps(args)], capture_output=True, text=True, check=True)
    modules = json.loads(proc.stdout.strip().splitlines()[-1])
    heavy = [m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY)]
    assert heavy == []
    assert "rulings" in proc.stdout


def test_the_table_is_the_full_commands_own() -> None:
    from mtg_rulings.cli.app import main as full

    assert json.loads(TABLE.read_text(encoding="utf-8")) == table_of(full), \
        "mtg_rulings/cli/data/commands.json is stale: run `python -m mtg_rulings.cli.launcher --update`"


@pytest.mark.parametrize("args", FAST, ids=" ".join)
def test_fast_output_is_the_full_commands_output(args: list[str]) -> None:
    from mtg_rulings.cli.app import main as full

    runner = CliRunner()
    fast = runner.invoke(fast_group(), args, prog_name="rulings")
    real = runner.invoke(full, args, prog_name="rulings")
    assert (fast.exit_code, fast.output) == (real.exit_code, real.output)
    assert real.exit_code == 0 and real.output


def test_other_arguments_go_to_the_full_command() -> None:
    proc = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.launcher", "engines"], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0
    assert "reference" in proc.stdout.split()
