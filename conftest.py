"""pytest configuration for the project's own tests and the rulings: load the rulings plugin."""

pytest_plugins = ["steps.vocabulary", "steps.plugin"]
