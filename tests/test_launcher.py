"""The ``rulings`` console script (mtg_rulings/cli/launcher.py): ``--version`` and ``--help`` without the suite's imports,
printing what the full command prints."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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


#: What ``rulings run`` itself (the supervisor) must not import before it starts the test process: the test process
#: imports them, and a supervisor importing them too pays about half a second more in every run (issue 29).
SUPERVISOR_HEAVY = ("pytest", "_pytest", "pytest_bdd", "jinja2", "jsonschema", "hypothesis", "gherkin",
                    "mtg_rulings.reference_engine", "mtg_rulings.steps.collection", "mtg_rulings.steps.vocabulary",
                    "mtg_rulings.runner.plugin", "mtg_rulings.reports.site", "mtg_rulings.reports.cucumber")

SUPERVISOR_PROBE = """
import json, sys
import mtg_rulings.cli.app as app
seen = []
def _pytest(args, target=None, out=None):  # instead of starting the test process: what is imported by then
    seen.append(sorted(sys.modules))
    return 0
app._pytest = _pytest
try:
    app.main(json.loads(sys.argv[1]), prog_name="rulings")
except SystemExit:
    pass
print("\\n" + json.dumps(seen))
"""


@pytest.mark.parametrize("args", [["run"], ["run", "--engine", "stdio:python3 -V", "-k", "chocobo", "--timeout", "5"],
                                  ["run", "--features", "@suite", "--strict-lint"]], ids=" ".join)
def test_the_supervisor_starts_the_test_process_without_the_suites_imports(args: list[str], tmp_path: Path) -> None:
    """The command reaches the point of starting its test process having imported neither pytest nor the engine."""
    args = [*args, "--out", str(tmp_path / "out")]
    proc = subprocess.run([sys.executable, "-c", SUPERVISOR_PROBE, json.dumps(args)], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    [modules] = json.loads(proc.stdout.strip().splitlines()[-1])
    heavy = [m for m in modules if any(m == h or m.startswith(h + ".") for h in SUPERVISOR_HEAVY)]
    assert heavy == []


def test_the_supervisors_names_for_pytests_exit_codes_are_pytests() -> None:
    from mtg_rulings.cli.app import ExitCode

    # every code the supervisor names is pytest's, by name and value; a code pytest has beyond them (pytest 9's
    # MAX_WARNINGS_ERROR, an option the scenario runs don't use) ends the run as abnormal (exit 3)
    assert {c.name: c.value for c in ExitCode}.items() <= {c.name: c.value for c in pytest.ExitCode}.items()
    assert len(ExitCode) == 6
