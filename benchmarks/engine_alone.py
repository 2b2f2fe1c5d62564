"""The reference engine alone: every scenario of an exported corpus played in one process, CPU time.

    python -m mtg_rulings.cli.app export --format json --out /tmp/corpus
    python benchmarks/engine_alone.py /tmp/corpus/corpus.json [--rounds 3]
    python benchmarks/engine_alone.py /tmp/corpus/corpus.json --record before.json   # behaviour, for comparing

Each round plays every scenario through the harness (``execute``, no time limit) on a fresh
:class:`ReferenceEngine`; the best round's CPU time (``time.process_time``) is printed, with each round's.
No collection, no pytest, no writers: what the engine and the harness's calls into it cost.

``--record FILE`` plays the corpus once, with the engine's trace, and writes each scenario's status, message,
cause and trace, every answer the engine gave to an action and every state it was observed in (their
``repr``), so two versions of the engine can be compared byte for byte (``cmp before.json after.json``).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.adapters.harness import execute
from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.model.scenario import Action, Response, Scenario, Snapshot


class RecordingEngine(ReferenceEngine):
    """The reference engine, keeping each answer it gives and each state it shows."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def perform(self, action: Action) -> Response:
        response = super().perform(action)
        self.seen.append(repr(response))
        return response

    def observe(self) -> Snapshot:
        snapshot = super().observe()
        self.seen.append(repr(snapshot))
        return snapshot


def play(scenarios: list[Scenario]) -> float:
    """CPU seconds to play every scenario once."""
    t0 = time.process_time()
    for s in scenarios:
        execute(s, ReferenceEngine(), timeout_s=None)
    return time.process_time() - t0


def behaviour(scenarios: list[Scenario]) -> dict[str, Any]:
    """Each scenario's outcome, trace, answers and observed states."""
    out: dict[str, Any] = {}
    for s in scenarios:
        engine = RecordingEngine()
        o = execute(s, engine, timeout_s=None, explain=True)
        out[s.id] = {"status": o.status, "message": o.message, "cause": o.cause, "trace": o.trace,
                     "unjudged": o.unjudged, "reproduction": o.reproduction, "seen": engine.seen, "log": engine.explain()}
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--record", type=Path)
    args = parser.parse_args(argv)
    scenarios = Corpus.read(args.corpus).scenarios
    if args.record:
        args.record.write_text(json.dumps(behaviour(scenarios), indent=0, sort_keys=True))
        print(f"engine_alone: {len(scenarios)} scenarios recorded in {args.record}")
        return
    rounds = [play(scenarios) for _ in range(args.rounds)]
    print(f"engine_alone: {len(scenarios)} scenarios, best of {args.rounds}: {min(rounds):.2f} s CPU "
          f"(rounds: {', '.join(f'{r:.2f}' for r in rounds)})")


if __name__ == "__main__":
    main()
