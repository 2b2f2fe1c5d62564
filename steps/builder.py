"""Accumulates one scenario's data as its steps run. Steps only build data: no engine is touched."""

from __future__ import annotations

import dataclasses
from typing import Any

from mtg_rulings.model.scenario import Action, CardSpec, Check, Decision, PlayerSetup, Scenario, Setup
from mtg_rulings.reference_engine.cards import CARDS, TOKENS
from mtg_rulings.steps.grammar import CardItem, StepError


class ScenarioBuilder:
    """The scenario under construction. ``line`` is set to ``<feature>:<line>`` before each step."""

    def __init__(self, scenario_id: str, name: str, feature: str, line: int, rulings: list[str],
                 rules: list[str], description: str) -> None:
        self.id, self.name, self.feature, self.first_line = scenario_id, name, feature, line
        self.rulings, self.rules, self.description = rulings, rules, description
        self.players: list[PlayerSetup] = []
        self.teams: list[list[str]] = []
        self.begun = True
        self.active: str | None = None
        self.step = "precombat_main"
        self.turn = 3
        self.steps: list[Action | Check] = []
        self.decisions: list[Decision] = []
        self.line = f"{feature}:{line}"

    # --- setup -----------------------------------------------------------------------------------

    def game(self, names: list[str], teams: list[list[str]] | None = None) -> None:
        if self.players:
            raise StepError("the game's players are already given")
        if len(names) < 2 or len(set(names)) != len(names):
            raise StepError(f"a game needs two or more distinct players, got {names}")
        self.players = [PlayerSetup(n) for n in names]
        self.teams = teams or []

    def player(self, name: str) -> PlayerSetup:
        for p in self.players:
            if p.name == name:
                return p
        raise StepError(f"unknown player {name!r}; the players are {', '.join(p.name for p in self.players) or 'not given yet'}")

    def set_turn(self, player: str, step: str) -> None:
        self._setup_phase()
        if not self.begun:
            raise StepError("a game that hasn't begun has no turn yet; it begins with 'When the game begins ...'")
        self.player(player)
        self.active, self.step = player, step

    def add_cards(self, player: str, zone: str, items: list[CardItem]) -> None:
        self._setup_phase()
        target: list[CardSpec] = getattr(self.player(player), zone)
        for item in items:
            for _ in range(item.count):
                target.append(CardSpec(item.name, tapped=item.tapped, summoning_sick=item.summoning_sick,
                                       counters=dict(item.counters), attached_to=item.attached_to, named=item.named,
                                       token=item.name in TOKENS and item.name not in CARDS))

    def set_player(self, player: str, **values: Any) -> None:
        self._setup_phase()
        p = self.player(player)
        for k, v in values.items():
            setattr(p, k, v)

    def decide(self, player: str, kind: str, answers: list[Any]) -> None:
        self.player(player)
        self.decisions.extend(Decision(player, kind, a, self.line) for a in answers)

    def _setup_phase(self) -> None:
        if self.steps:
            raise StepError("setup steps (Given) must come before actions and checks")

    # --- actions and checks ----------------------------------------------------------------------

    def act(self, kind: str, /, **fields: Any) -> None:
        if fields.get("player") is not None:
            self.player(fields["player"])
        self.steps.append(Action(kind, line=self.line, **fields))

    def check(self, kind: str, /, **args: Any) -> None:
        if args.get("player") is not None:
            self.player(args["player"])
        self.steps.append(Check(kind, args, line=self.line))

    def while_casting(self, sub: Action) -> None:
        """An action taken while the previous action's spell is being cast (601.2g)."""
        last = self.steps[-1] if self.steps else None
        if not isinstance(last, Action) or last.kind != "cast_spell":
            raise StepError("'while casting it, ...' must follow a step that casts a spell")
        sub = dataclasses.replace(sub, line=self.line)  # a copy: a step's arguments are shared, never changed
        last.during.append(sub)

    def expect_last(self, answer: str, rule: str | None = None) -> None:
        """"Then that is rejected": the answer to the latest "tries to" action of the previous step, which is
        the last action taken while casting, or the cast itself ("Alice tries to cast X" followed by "while
        casting it, Alice activates ..." and then "that is rejected": the cast is)."""
        last = self.steps[-1] if self.steps else None
        undecided = [a for a in ([*last.during[::-1], last] if isinstance(last, Action) else []) if a.expect is None]
        if not undecided:
            raise StepError("'that is accepted/rejected' must follow a 'tries to ...' step")
        undecided[0].expect = "accepted" if answer == "accepted" else "rejected"
        undecided[0].reject_rule = rule
        undecided[0].expect_line = self.line  # the Then step: where a wrong answer is reported

    # --- result ----------------------------------------------------------------------------------

    def build(self) -> Scenario:
        if not self.players:
            raise StepError("no game given: start with 'Given a game between Alice and Bob'")
        for s in self.steps:
            for a in [s, *s.during] if isinstance(s, Action) else []:
                if a.expect is None:
                    raise StepError(f"{a.line}: a 'tries to' step must be followed by 'Then that is accepted/rejected'")
        return Scenario(self.id, self.name, self.feature, self.first_line, self.rulings, self.rules,
                        Setup(self.players, self.active or self.players[0].name, self.step, self.turn, self.teams,
                              self.begun),
                        steps=list(self.steps), decisions=list(self.decisions), description=self.description)
