"""pytest-bdd step definitions and the pytest plugin that runs the rulings on an engine."""

from pathlib import Path

#: The suite's own corpus (a clone's features/, or site-packages/mtg_rulings/features once installed), named
#: here so that a command reads the path without importing the steps (and the reference engine they import).
SUITE_FEATURES = Path(__file__).resolve().parent.parent / "features"
