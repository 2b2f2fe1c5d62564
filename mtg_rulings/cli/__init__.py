"""The ``rulings`` command: one module per group of commands (:mod:`mtg_rulings.cli.app` is the group)."""
