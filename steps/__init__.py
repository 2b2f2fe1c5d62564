"""pytest-bdd step definitions and the pytest plugin that runs the rulings on an engine."""
