"""Differential testing (``rulings fuzz``): generated games on two engines, each divergence shrunk to a scenario.

- :mod:`mtg_rulings.fuzz.cards`: the card data through its public names, cards tagged by their Oracle text;
- :mod:`mtg_rulings.fuzz.profile`: what the two engines both support, declared and probed;
- :mod:`mtg_rulings.fuzz.generate`: the Hypothesis strategies (setups, moves, recorded choices);
- :mod:`mtg_rulings.fuzz.compare`: a case played on one engine; facts per check kind; the first divergence;
- :mod:`mtg_rulings.fuzz.gherkin`: a divergence written in the step vocabulary, tagged ``@unreviewed``;
- :mod:`mtg_rulings.fuzz.search`: search rounds, shrinking, verification, known divergences, the summary.

It sits in ``rulings/`` because it uses every other layer (adapters, steps, reports), which must not use
each other this way (docs/design.md).
"""
