"""``python -m mutation.corpus_runner CORPUS.json``: every scenario of an exported corpus on the reference engine.

The test command of ``--tests corpus-data``: the same scenarios as ``pytest steps/rulings_test.py``, through
the same harness and checks (``mtg_rulings.adapters.harness.execute``), but read from the corpus that ``--rulings-export``
wrote once from the feature files with the unmutated code, instead of parsing them again for each mutant.
About five times cheaper per mutant. It kills a subset of what the pytest run kills (a mutant that only
breaks turning Gherkin into scenario data, such as a card lookup the steps make, goes unnoticed), so its
score is a lower bound of the corpus score. Exit 0 when every scenario passes, 1 at the first that doesn't.
"""

from __future__ import annotations

import sys
from pathlib import Path

from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.adapters.harness import execute
from mtg_rulings.adapters.reference import ReferenceEngine


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m mutation.corpus_runner CORPUS.json", file=sys.stderr)
        return 2
    corpus = Corpus.read(Path(argv[0]))
    engine = ReferenceEngine()
    for scenario in corpus.scenarios:
        outcome = execute(scenario, engine)
        if outcome.status != "passed":
            print(f"{scenario.id}: {outcome.status}: {outcome.message}")
            return 1
    print(f"{len(corpus.scenarios)} passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
