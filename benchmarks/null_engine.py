"""An engine that does no work, to measure the harness's own cost per scenario (collection, steps, harness).

Every action is accepted and every observation is an empty game, so most checks fail: its statuses mean
nothing; only its timings do.
"""

from __future__ import annotations

from mtg_rulings.adapters.contract import CAPABILITIES, Engine
from mtg_rulings.model.scenario import Action, Decision, PlayerView, Response, Setup, Snapshot


class NullEngine(Engine):
    name = "null"
    version = "0"
    capabilities = frozenset(CAPABILITIES)

    def __init__(self) -> None:
        self.players: list[str] = []
        self.active = ""

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        self.players = [p.name for p in setup.players]
        self.active = setup.active_player

    def perform(self, action: Action) -> Response:
        return Response(True)

    def observe(self) -> Snapshot:
        return Snapshot([PlayerView(p, 20) for p in self.players], [], [], [], [], 1, self.active, "precombat_main",
                        self.active)
