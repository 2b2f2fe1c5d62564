"""Mutation testing of the reference engine (``tox -e mutation``, ``python -m mutation``).

How much of the reference engine's behaviour the feature corpus pins down: cosmic-ray (from PyPI) makes
single-point mutants of ``reference_engine/``; a seeded, line-weighted sample of them is run against the
feature corpus (``pytest steps/rulings_test.py``, every scenario on the reference engine), or against the
engine's unit tests (``--tests units``); the result is ``rulings-out/mutation/mutation.json`` (format
``rulings-mutation/2``, schema in ``mutation/schema/``) and a Markdown summary.

- :mod:`mutation.candidates` finds every candidate mutant and what it changes, and excludes message text;
- :mod:`mutation.sample` chooses the sample and names each mutant by an identity that survives unrelated edits;
- :mod:`mutation.equivalents` reads ``mutation/equivalent.toml``, the mutants judged equivalent, with reasons;
- :mod:`mutation.execute` runs the sample on two workers, each in its own copy of the project;
- :mod:`mutation.report` writes the JSON and the summary.
"""

FORMAT = "rulings-mutation/2"
