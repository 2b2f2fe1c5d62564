"""The reference engine: a small, deterministic, rule-citing oracle for the rules of Magic.

It knows nothing about Gherkin or adapters; ``mtg_rulings.adapters.reference`` drives it through the engine contract.
"""

from mtg_rulings.reference_engine.game import Game, IllegalAction, TraceEntry

#: The reference engine's version: the suite's, as they are released together.
__version__ = "0.1.0"

__all__ = ["Game", "IllegalAction", "TraceEntry", "__version__"]
