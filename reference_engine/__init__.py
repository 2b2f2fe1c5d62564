"""The reference engine: a small, deterministic, rule-citing oracle for the rules of Magic.

It knows nothing about Gherkin or adapters; ``adapters.reference`` drives it through the engine contract.
"""

from reference_engine.game import Game, IllegalAction, TraceEntry

__all__ = ["Game", "IllegalAction", "TraceEntry"]
