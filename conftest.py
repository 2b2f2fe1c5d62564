"""pytest configuration for the project's own tests and the rulings: load the rulings plugin."""

pytest_plugins = ["mtg_rulings.steps.vocabulary", "mtg_rulings.runner.plugin"]
