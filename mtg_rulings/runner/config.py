"""Where a scenario run's configuration lives and how ``rulings run`` starts its test process: the names the
supervisor (mtg_rulings/cli/app.py) shares with the plugin (mtg_rulings/runner/plugin.py), kept apart so that the
supervisor reads them without importing pytest, the steps or the reference engine (issue 29: half a second a run).
"""

from __future__ import annotations

from pathlib import Path

from mtg_rulings import steps as steps_package
from mtg_rulings.adapters.registry import is_stdio

#: The folder holding the suite's steps/ and features/: a clone, or site-packages/mtg_rulings once installed
#: (steps/ resolved through the clone's mtg_rulings/steps link to the clone's own folder).
PROJECT_ROOT = Path(steps_package.__file__).resolve().parent.parent
#: pytest's configuration for scenario runs, shipped with the package (the clone's pyproject.toml is not).
RUN_INI = PROJECT_ROOT / "steps" / "run.ini"
#: Set by `rulings run` (mtg_rulings/cli/app.py) to its pid: the test process gets SIGHUP when that process dies.
SUPERVISOR_ENV = "RULINGS_SUPERVISOR_PID"
#: Engines trusted to run in the test process under ``--rulings-isolation auto``: pure Python, this project's.
TRUSTED_ENGINES = frozenset({"reference"})


def run_config_args() -> list[str]:
    """The arguments that give a scenario run its pytest configuration and root, wherever the suite is installed
    and whatever folder it is run from (a user's own pytest.ini or conftest.py there plays no part)."""
    # No plugin but pytest-bdd's (its configuration stack is what steps/rulings_test.py reads): a plugin installed
    # beside the suite (one that reruns failures, reorders tests or times them out) must not change a verdict, and
    # hypothesis's would import all of hypothesis in every run. --assert=plain: a scenario run has no assert to
    # rewrite, and pytest would otherwise rewrite every module it imports.
    return ["--rootdir", str(PROJECT_ROOT), "-c", str(RUN_INI), "--assert=plain", "--disable-plugin-autoload",
            "-p", "pytest_bdd.plugin"]


def in_process(engine: str, isolation: str) -> bool:
    """Whether ``engine`` runs in the test process itself under ``--isolation`` (a stdio engine never does)."""
    return not is_stdio(engine) and (isolation == "none" or (isolation == "auto" and engine in TRUSTED_ENGINES))
