"""The scenario data model: the one place that says what a scenario and an observation are.

Steps build these objects from Gherkin; adapters give them to engines; exporters and reports read
them. Everything here is plain, JSON-serialisable data (``to_dict`` / ``from_dict``), versioned by
:data:`SCENARIO_FORMAT`. Zones are named ``library``, ``hand``, ``graveyard``, ``exile``,
``battlefield`` and ``stack``; steps are the ids of :data:`STEP_IDS` (CR 500.1).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Literal

SCENARIO_FORMAT = "rulings-scenario/1"

STEP_IDS: tuple[str, ...] = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
)
ZONES: tuple[str, ...] = ("library", "hand", "graveyard", "exile", "battlefield", "stack")

#: Action kinds and what each means. Every engine adapter maps these to its own actions.
ACTION_KINDS: dict[str, str] = {
    "play_land": "play `card` from `zone` as a land (special action, CR 116.2a, 305)",
    "cast_spell": "cast `card` from `zone`, with `x` if its cost has X (CR 601.2)",
    "activate_ability": "activate the `ability`-th activated ability (1-based) of the permanent `card` (CR 602, 605)",
    "pass_priority": "`player` passes priority once; without `player`, every player passes once, "
                     "starting with the one who has priority (CR 117.3d, 117.4)",
    "resolve_stack": "players pass priority until the stack is empty (CR 608)",
    "advance_to": "players pass priority until it is `player`'s `step` with an empty stack (CR 500)",
    "put_onto_battlefield": "an effect puts `cards` from `player`'s `zone` onto the battlefield at the same time (CR 603.6a)",
    "look_at_library_top": "`player` looks at the top card of their library (CR 401)",
    "cycle": "`player` cycles `card` from `zone` (CR 702.29a)",
    "discard": "`player` discards `card` from their hand of their own accord (no rule allows it: CR 701.9)",
    "begin_game": "the game begins with `player` as the starting player: opening hands, mulligans, opening-hand "
                  "actions, then the first turn until its first priority (CR 103)",
    "declare_attackers": "players pass priority until `player`'s beginning of combat step; `player` then attacks "
                         "with `cards` as the declare attackers step begins (CR 508.1)",
}

#: Check kinds; each is evaluated by the harness on a snapshot (see adapters/checks.py).
CHECK_KINDS: tuple[str, ...] = (
    "triggered", "counters", "life", "controls", "zone", "library_top", "stack", "tapped",
    "power_toughness", "mana_pool", "attached", "mana_value", "turn", "characteristics",
)


class ScenarioFormatError(ValueError):
    """Data that is not a scenario of this format version."""


@dataclass
class CardSpec:
    """A card placed by a setup, with its status on the battlefield (CR 110.5, 122, 302.6)."""

    name: str
    tapped: bool = False
    summoning_sick: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    token: bool = False
    attached_to: str | None = None  # the name of a permanent of the same controller, listed before it
    named: str | None = None  # the card name chosen as it entered (CR 614.12), e.g. Meddling Mage's


@dataclass
class PlayerSetup:
    """One player's part of a setup. ``library`` lists cards from the top down (CR 401.1)."""

    name: str
    life: int = 20
    library: list[CardSpec] = field(default_factory=list)
    hand: list[CardSpec] = field(default_factory=list)
    graveyard: list[CardSpec] = field(default_factory=list)
    exile: list[CardSpec] = field(default_factory=list)
    battlefield: list[CardSpec] = field(default_factory=list)
    mana_pool: str = ""
    lands_played: int = 0


@dataclass
class Setup:
    """A game position: players in turn order, whose turn it is, and the step (priority to the active player)."""

    players: list[PlayerSetup]
    active_player: str
    step: str = "precombat_main"
    turn: int = 3
    teams: list[list[str]] = field(default_factory=list)  # Two-Headed Giant teams (CR 810), else empty
    begun: bool = True  # False: libraries are the decks; the game begins with a `begin_game` action (CR 103)

    def player(self, name: str) -> PlayerSetup:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)


@dataclass
class Action:
    """Something a player (or the harness on the players' behalf) does. ``expect`` is what the
    scenario says the engine must answer; ``None`` means any answer is acceptable. ``line`` is
    ``<feature file>:<line>`` of the step that made it."""

    kind: str
    player: str | None = None
    card: str | None = None
    zone: str | None = None
    cards: list[str] = field(default_factory=list)
    ability: int | None = None
    x: int | None = None
    step: str | None = None
    expect: Literal["accepted", "rejected"] | None = "accepted"
    line: str = ""
    during: list[Action] = field(default_factory=list)  # taken while casting, when mana abilities may be (601.2g)
    reject_rule: str | None = None  # with expect "rejected": the CR rule that forbids it, when the engine cites one
    as_adventure: bool = False  # cast an adventurer card as its Adventure (CR 715.3)
    expect_line: str = ""  # the step that says what the answer must be ("Then that is rejected"), when not this one

    def describe(self) -> str:
        """The action in words, for messages: ``Alice casts Gilded Goose from library``."""
        who = self.player or "all players"
        what = {
            "play_land": f"plays {self.card}",
            "cast_spell": f"casts {self.card}" + (" as its Adventure" if self.as_adventure else ""),
            "activate_ability": f"activates ability {self.ability or 1} of {self.card}",
            "pass_priority": "pass priority" if self.player is None else "passes priority",
            "resolve_stack": "pass priority until the stack is empty",
            "advance_to": f"advance to {self.player}'s {self.step}",
            "put_onto_battlefield": f"an effect puts {', '.join(self.cards)} onto the battlefield",
            "look_at_library_top": "looks at the top card of their library",
            "cycle": f"cycles {self.card}",
            "discard": f"discards {self.card}",
            "begin_game": "begins the game as the starting player",
            "declare_attackers": f"attacks with {', '.join(self.cards)}",
        }.get(self.kind, self.kind)
        if self.kind in ("resolve_stack", "advance_to", "put_onto_battlefield"):
            who = "" if self.kind == "put_onto_battlefield" else "players"
        where = f" from {self.zone}" if self.zone and self.kind in ("play_land", "cast_spell", "cycle") else ""
        x = f" with X = {self.x}" if self.x is not None else ""
        return " ".join(p for p in (who, what) if p) + where + x


@dataclass
class Decision:
    """A scripted answer to a choice the engine will ask for (kind: ``may``, ``color``, ``order``,
    ``discard``, ``sacrifice``), consumed in order per player and kind."""

    player: str
    kind: str
    answer: Any
    line: str = ""


@dataclass
class Check:
    """Something that must be true of the game now; ``args`` depend on ``kind`` (CHECK_KINDS)."""

    kind: str
    args: dict[str, Any] = field(default_factory=dict)
    line: str = ""


Step = Action | Check


@dataclass
class Scenario:
    """One executable example of one or more rulings."""

    id: str
    name: str
    feature: str
    line: int
    rulings: list[str]
    rules: list[str]
    setup: Setup
    steps: list[Step] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    description: str = ""
    pending: str | None = None
    format: str = SCENARIO_FORMAT

    def cards(self) -> list[str]:
        """Every card name the scenario names, sorted."""
        names = {c.name for p in self.setup.players for z in (p.library, p.hand, p.graveyard, p.exile, p.battlefield)
                 for c in z}
        for s in self.steps:
            if isinstance(s, Action):
                names.update([s.card] if s.card else [])
                names.update(s.cards)
        return sorted(names)

    def required_capabilities(self) -> list[str]:
        """The capabilities (adapters.contract.CAPABILITIES) an engine needs to run this scenario."""
        need: set[str] = set()
        if any(p.library for p in self.setup.players):
            need.add("library-setup")
        if any(p.mana_pool for p in self.setup.players):
            need.add("mana-pool-setup")
        if any(c.counters for p in self.setup.players for c in p.battlefield):
            need.add("counters")
        if any(c.attached_to for p in self.setup.players for c in p.battlefield):
            need.add("attachments")
        if self.setup.teams:
            need.add("two-headed-giant")
        if not self.setup.begun:
            need.add("opening-hand")
        if self.decisions:
            need.add("scripted-decisions")
        for s in self.steps:
            if isinstance(s, Check) and s.kind == "triggered":
                need.add("trigger-events")
            if isinstance(s, Check) and s.kind == "counters":
                need.add("counters")
            if isinstance(s, Action) and s.kind == "put_onto_battlefield":
                need.add("put-onto-battlefield")
            for a in [s, *s.during] if isinstance(s, Action) else []:
                if a.as_adventure:
                    need.add("adventure")
                if a.kind == "look_at_library_top":
                    need.add("hidden-information")
                if a.kind == "declare_attackers":
                    need.add("combat")
                if a.during:
                    need.add("actions-while-casting")
        return sorted(need)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["steps"] = [{"type": "action" if isinstance(s, Action) else "check", **asdict(s)} for s in self.steps]
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Scenario:
        if d.get("format") != SCENARIO_FORMAT:
            raise ScenarioFormatError(f"expected format {SCENARIO_FORMAT!r}, got {d.get('format')!r}")
        setup = d["setup"]
        players = [PlayerSetup(**{**p, **{z: [CardSpec(**c) for c in p.get(z, [])]
                                          for z in ("library", "hand", "graveyard", "exile", "battlefield")}})
                   for p in setup["players"]]
        steps: list[Step] = []
        for s in d.get("steps", []):
            s = dict(s)
            kind = s.pop("type")
            if kind == "action":
                s["during"] = [Action(**a) for a in s.get("during", [])]
                steps.append(Action(**s))
            else:
                steps.append(Check(**s))
        known = {f.name for f in fields(cls)}
        rest = {k: v for k, v in d.items() if k in known and k not in ("setup", "steps", "decisions")}
        return cls(**rest, setup=Setup(**{**setup, "players": players}), steps=steps,
                   decisions=[Decision(**x) for x in d.get("decisions", [])])


# --- what an engine answers ------------------------------------------------------------------------


@dataclass
class Response:
    """An engine's answer to an action: accepted, or rejected with a reason (and a CR rule if known)."""

    accepted: bool
    reason: str = ""
    rule: str = ""
    during: list[Response] = field(default_factory=list)  # answers to the action's `during` actions, in order


@dataclass
class ObjectView:
    """A normalised object in a snapshot. ``id`` is the engine's own id, as a string."""

    id: str
    name: str
    owner: str
    controller: str
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    token: bool = False
    power: int | None = None
    toughness: int | None = None
    summoning_sick: bool = False
    attached_to: str | None = None  # the id of the object it is attached to
    mana_value: int = 0  # CR 202.3; X counts as 0 except on the stack (107.3g)
    types: list[str] = field(default_factory=list)  # card types (CR 205.2)
    subtypes: list[str] = field(default_factory=list)
    colors: list[str] = field(default_factory=list)  # W, U, B, R, G (CR 105)
    adventure: str | None = None  # the name of its Adventure, if it has one (CR 715.2a)


@dataclass
class StackView:
    """An object on the stack: a spell, or an activated or triggered ability and its source."""

    id: str
    kind: Literal["spell", "activated", "triggered"]
    source: str
    controller: str
    mana_value: int | None = None  # a spell's, with its X (CR 202.3, 107.3g)
    types: list[str] = field(default_factory=list)  # a spell's card types
    colors: list[str] = field(default_factory=list)
    copy: bool = False  # a copy of a spell (CR 707.10)


@dataclass
class PlayerView:
    name: str
    life: int
    mana_pool: dict[str, int] = field(default_factory=dict)
    library: list[ObjectView] = field(default_factory=list)  # top first
    hand: list[ObjectView] = field(default_factory=list)
    graveyard: list[ObjectView] = field(default_factory=list)
    lands_played: int = 0


@dataclass
class Snapshot:
    """What an engine shows after an action: the whole game, normalised.

    ``triggered`` lists the triggered abilities put on the stack since the last action (CR 603.3),
    in the order they were put there, whether or not they are still on the stack.
    """

    players: list[PlayerView]
    battlefield: list[ObjectView]
    exile: list[ObjectView]
    stack: list[StackView]  # bottom first
    triggered: list[StackView]
    turn: int
    active_player: str
    step: str
    priority: str | None

    def player(self, name: str) -> PlayerView:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(f"no player {name!r} in the snapshot")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
