"""The scenario data model: the one place that says what a scenario and an observation are.

Steps build these objects from Gherkin; adapters give them to engines; exporters and reports read
them. Everything here is plain, JSON-serialisable data (``to_dict`` / ``from_dict``), versioned by
:data:`SCENARIO_FORMAT`. Zones are named ``library``, ``hand``, ``graveyard``, ``exile``,
``battlefield`` and ``stack``; steps are the ids of :data:`STEP_IDS` (CR 500.1).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Literal

#: /3: an ``attached`` check's ``host`` may be null ("attached to nothing"). A /2 document is a /3 one without that,
#: and is read as such. /4: the combat actions ``declare_blockers`` (an action's ``blocks``) and
#: ``assign_combat_damage`` (its ``assignment``) and the ``combat`` and ``damage`` checks; a /3 document is a /4 one
#: without them.
SCENARIO_FORMAT = "rulings-scenario/4"
READ_FORMATS = frozenset({SCENARIO_FORMAT, "rulings-scenario/3", "rulings-scenario/2"})

STEP_IDS: tuple[str, ...] = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
)
ZONES: tuple[str, ...] = ("library", "hand", "graveyard", "exile", "battlefield", "stack")

#: Action kinds and what each means. Every engine adapter maps these to its own actions.
ACTION_KINDS: dict[str, str] = {
    "play_land": "play `card` from `zone` as a land (special action, CR 116.2a, 305)",
    "cast_spell": "cast `card` from `zone`, with `x` if its cost has X (CR 601.2)",
    "activate_ability": "activate the activated ability of the permanent `card` whose text is, or begins with, `ability` "
                        "(its Oracle text, or its cost such as \"{T}\"; CR 602, 605)",
    "pass_priority": "`player` passes priority once; without `player`, every player passes once, "
                     "starting with the one who has priority (CR 117.3d, 117.4)",
    "resolve_stack": "players pass priority until the stack is empty (CR 608)",
    "advance_to": "players pass priority until it is `player`'s `step` with an empty stack (CR 500)",
    "put_onto_battlefield": "an effect puts `cards` from `player`'s `zone` onto the battlefield at the same time (CR 603.6a)",
    "look_at_library_top": "`player` looks at the top card of their library (CR 401)",
    "cycle": "`player` cycles `card` from `zone` (CR 702.29a)",
    "plot": "`player` plots `card` from `zone` (their hand, or the top of their library as an effect allows): a "
            "special action that pays its plot cost and exiles it (CR 702.170a, 702.170b, 116.2k)",
    "discard": "`player` discards `card` from their hand of their own accord (no rule allows it: CR 701.9)",
    "begin_game": "the game begins with `player` as the starting player: opening hands, mulligans, opening-hand "
                  "actions, then the first turn until its first priority (CR 103)",
    "declare_attackers": "players pass priority until `player`'s beginning of combat step; `player` then attacks "
                         "with `cards` as the declare attackers step begins (CR 508.1)",
    "declare_blockers": "players pass priority until the declare attackers step has an empty stack; `player`, the "
                        "defending player, then blocks as the declare blockers step begins: each pair of `blocks` is "
                        "[blocking creature, attacking creature], by name (a blocker's name given again is another "
                        "creature of that name if one is left, else the same creature: one blocking two attackers, "
                        "which 509.1a forbids); no pairs, no blocks (CR 509.1)",
    "assign_combat_damage": "players pass priority until the next combat damage step would begin; `player` then "
                            "divides the combat damage of `card`, a blocked attacking creature, as `assignment` "
                            "(recipient name -> damage; the defending player by name, with trample) (CR 510.1c, "
                            "702.19b)",
}

@dataclass(frozen=True)
class CheckKind:
    """One kind of check, declared once: its name, the ``args`` it always has (``fields``) and may have
    (``optional``), the CR rule whose state it reads, and what it asserts. The harness's evaluators
    (adapters/checks.py) are dispatched from :data:`CHECK_DECLARATIONS`; each exporter translates these kinds."""

    name: str
    fields: tuple[str, ...]
    rule: str
    meaning: str
    optional: tuple[str, ...] = ()


#: Every check kind; each is evaluated by the harness on a snapshot (see adapters/checks.py).
CHECK_DECLARATIONS: dict[str, CheckKind] = {k.name: k for k in (
    CheckKind("triggered", ("sources",), "603.2", "how many times each source's triggered abilities triggered"),
    CheckKind("counters", ("card", "kind", "count"), "122", "a permanent has this many counters of a kind"),
    CheckKind("life", ("player", "life"), "119", "a player's life total"),
    CheckKind("controls", ("player", "cards"), "110.2", "how many permanents of each name a player controls"),
    CheckKind("zone", ("zone", "cards"), "400", "how many cards of each name are in a zone (a player's, or shared)",
              ("player",)),
    CheckKind("library_top", ("player", "card"), "401", "the top card of a player's library"),
    CheckKind("stack", ("items",), "405", "the objects on the stack, top first"),
    CheckKind("tapped", ("card", "tapped"), "110.5", "a permanent is tapped or untapped"),
    CheckKind("power_toughness", ("card",), "208", "a creature's power and toughness (or those of each one of a name)",
              ("power", "toughness", "each")),
    CheckKind("mana_pool", ("player", "mana"), "106.4", "the mana in a player's mana pool"),
    CheckKind("attached", ("card", "host"), "701.3", "what a permanent is attached to (None: nothing)"),
    CheckKind("mana_value", ("where", "card", "value"), "202.3", "a spell's or permanent's mana value"),
    CheckKind("turn", ("player", "step"), "500", "whose turn it is and which step"),
    CheckKind("characteristics", ("where", "card", "expect"), "109.3", "an object's characteristics in a zone",
              ("player",)),
    CheckKind("combat", ("card", "state"), "506", "a creature's part in combat: attacking, blocked, blocking",
              ("attacker",)),
    CheckKind("damage", ("card", "amount"), "120", "the damage marked on a permanent"),
)}
CHECK_KINDS: tuple[str, ...] = tuple(CHECK_DECLARATIONS)


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
    ability: str | None = None  # activate_ability: the ability's Oracle text, or a unique beginning of it (its cost)
    x: int | None = None
    step: str | None = None
    expect: Literal["accepted", "rejected"] | None = "accepted"
    line: str = ""
    during: list[Action] = field(default_factory=list)  # taken while casting, when mana abilities may be (601.2g)
    reject_rule: str | None = None  # with expect "rejected": the CR rule that forbids it, when the engine cites one
    as_adventure: bool = False  # cast an adventurer card as its Adventure (CR 715.3)
    expect_line: str = ""  # the step that says what the answer must be ("Then that is rejected"), when not this one
    #: play_land/cast_spell: the player whose `zone` holds `card` (its owner, CR 108.3) when it isn't `player`;
    #: omitted from the JSON when None, so scenarios that don't use it read and write as before
    owner: str | None = None
    #: declare_blockers: [blocking creature, attacking creature] name pairs (CR 509.1a); omitted from the JSON when empty
    blocks: list[list[str]] = field(default_factory=list)
    #: assign_combat_damage: recipient name -> damage (CR 510.1c); omitted from the JSON when empty
    assignment: dict[str, int] = field(default_factory=dict)

    def describe(self) -> str:
        """The action in words, for messages: ``Alice casts Gilded Goose from library``."""
        who = self.player or "all players"
        what = {
            "play_land": f"plays {self.card}",
            "cast_spell": f"casts {self.card}" + (" as its Adventure" if self.as_adventure else ""),
            "activate_ability": f"activates {self.card}'s \"{self.ability}\" ability",
            "pass_priority": "pass priority" if self.player is None else "passes priority",
            "resolve_stack": "pass priority until the stack is empty",
            "advance_to": f"advance to {self.player}'s {self.step}",
            "put_onto_battlefield": f"an effect puts {', '.join(self.cards)} onto the battlefield",
            "look_at_library_top": "looks at the top card of their library",
            "cycle": f"cycles {self.card}",
            "discard": f"discards {self.card}",
            "begin_game": "begins the game as the starting player",
            "declare_attackers": f"attacks with {', '.join(self.cards)}",
            "declare_blockers": ("blocks " + "; ".join(f"{a} with {b}" for b, a in self.blocks)) if self.blocks
                                else "declares no blockers",
            "assign_combat_damage": f"assigns {self.card}'s combat damage: "
                                    + ", ".join(f"{n} to {r}" for r, n in self.assignment.items()),
        }.get(self.kind, self.kind)
        if self.kind in ("resolve_stack", "advance_to", "put_onto_battlefield"):
            who = "" if self.kind == "put_onto_battlefield" else "players"
        whose = f"{self.owner}'s " if self.owner else ""
        where = f" from {whose}{self.zone}" if self.zone and self.kind in ("play_land", "cast_spell", "cycle") else ""
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
        """The capabilities (mtg_rulings.adapters.contract.CAPABILITIES) an engine needs to run this scenario."""
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
        if any(d.kind == "coin" for d in self.decisions):
            need.add("coin-flips")  # 705: how a coin lands, scripted
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
                if a.kind in ("declare_attackers", "declare_blockers", "assign_combat_damage"):
                    need.add("combat")
                if a.during:
                    need.add("actions-while-casting")
                if a.owner is not None:
                    need.add("other-players-zones")
        return sorted(need)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["steps"] = [{"type": "action", **action_dict(s)} if isinstance(s, Action) else {"type": "check", **asdict(s)}
                      for s in self.steps]
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Scenario:
        if d.get("format") not in READ_FORMATS:
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
        rest = {k: v for k, v in d.items() if k in known and k not in ("format", "setup", "steps", "decisions")}
        return cls(**rest, setup=Setup(**{**setup, "players": players}), steps=steps,
                   decisions=[Decision(**x) for x in d.get("decisions", [])])


def action_dict(action: Action) -> dict[str, Any]:
    """An action as JSON (scenario files, the stdio protocol): ``owner``, ``blocks`` and ``assignment`` only when they
    are set, optional fields."""
    d = asdict(action)
    for a in [d, *d["during"]]:
        if a.get("owner") is None:
            a.pop("owner", None)
        for optional in ("blocks", "assignment"):
            if not a.get(optional):
                a.pop(optional, None)
    return d


# --- what an engine answers ------------------------------------------------------------------------


@dataclass
class Response:
    """An engine's answer to an action: accepted, or rejected with a reason (and a CR rule if known)."""

    accepted: bool
    reason: str = ""
    rule: str = ""
    during: list[Response] = field(default_factory=list)  # answers to the action's `during` actions, in order


class Missing:
    """The type of :data:`MISSING`: a value the engine did not report. Never equal to a real value, so a check
    reading it can't pass by accident; checks ask :func:`reported` instead, which raises :class:`NotReported`."""

    _instance: Missing | None = None

    def __new__(cls) -> Missing:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "MISSING"

    def __copy__(self) -> Missing:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Missing:
        return self

    def __reduce__(self) -> str:  # pickles as the one instance
        return "MISSING"


#: The default of every observable field of a snapshot: "the engine did not report this". Omitted from JSON.
MISSING: Any = Missing()


class NotReported(LookupError):
    """A check needs a field the engine did not report (its value is :data:`MISSING`); the scenario is
    `unsupported`, naming the field, never judged on a default value."""

    def __init__(self, field_name: str) -> None:
        super().__init__(field_name)
        self.field = field_name


def reported(obj: Any, name: str) -> Any:
    """``obj.name``, or :class:`NotReported` naming ``Class.name`` when the engine did not report it."""
    value = getattr(obj, name, MISSING)
    if value is MISSING:
        raise NotReported(f"{type(obj).__name__}.{name}")
    return value


@dataclass
class ObjectView:
    """A normalised object in a snapshot. ``id`` is the engine's own id, as a string. Every other field is
    :data:`MISSING` until the adapter reports it."""

    id: str
    name: str
    owner: str = MISSING
    controller: str = MISSING
    tapped: bool = MISSING
    counters: dict[str, int] = MISSING
    token: bool = MISSING
    power: int | None = MISSING
    toughness: int | None = MISSING
    summoning_sick: bool = MISSING
    attached_to: str | None = MISSING  # the id of the object it is attached to
    mana_value: int = MISSING  # CR 202.3; X counts as 0 except on the stack (107.3g)
    types: list[str] = MISSING  # card types (CR 205.2)
    subtypes: list[str] = MISSING
    colors: list[str] = MISSING  # W, U, B, R, G (CR 105)
    adventure: str | None = MISSING  # the name of its Adventure, if it has one (CR 715.2a)
    color_identity: list[str] = MISSING  # W, U, B, R, G: both faces, color indicators included (CR 903.4)
    attacking: bool = MISSING  # an attacking creature (CR 508.1, 506.4)
    blocking: list[str] = MISSING  # the ids of the attacking creatures it blocks (CR 509.1g); [] if none
    blocked: bool = MISSING  # an attacking creature that became blocked (CR 509.1h); False otherwise
    damage: int = MISSING  # damage marked on it (CR 120.3e, 120.6)


@dataclass
class StackView:
    """An object on the stack: a spell, or an activated or triggered ability and its source (``source``: the
    spell's name, or the name of the ability's source). A spell has the characteristics any object has
    (CR 112.2 via 109.3): the fields below, :data:`MISSING` until reported."""

    id: str
    kind: Literal["spell", "activated", "triggered"]
    source: str
    controller: str = MISSING
    mana_value: int | None = MISSING  # a spell's, with its X (CR 202.3, 107.3g)
    types: list[str] = MISSING  # a spell's card types
    subtypes: list[str] = MISSING
    colors: list[str] = MISSING
    power: int | None = MISSING
    toughness: int | None = MISSING
    adventure: str | None = MISSING  # the name of the spell's Adventure, if it has one (715.2a, 715.4)
    copy: bool = MISSING  # a copy of a spell (CR 707.10)


@dataclass
class PlayerView:
    name: str
    life: int = MISSING
    mana_pool: dict[str, int] = MISSING
    library: list[ObjectView] = MISSING  # top first
    hand: list[ObjectView] = MISSING
    graveyard: list[ObjectView] = MISSING
    lands_played: int = MISSING


@dataclass
class Snapshot:
    """What an engine shows after an action: the whole game, normalised. A zone or value the adapter can't
    observe stays :data:`MISSING` (a check reading it makes the scenario `unsupported`).

    ``triggered`` lists the triggered abilities put on the stack since the last action (CR 603.3),
    in the order they were put there, whether or not they are still on the stack.
    """

    players: list[PlayerView]
    battlefield: list[ObjectView] = MISSING
    exile: list[ObjectView] = MISSING
    stack: list[StackView] = MISSING  # bottom first
    triggered: list[StackView] = MISSING
    turn: int = MISSING
    active_player: str = MISSING
    step: str = MISSING
    priority: str | None = MISSING

    def player(self, name: str) -> PlayerView:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(f"no player {name!r} in the snapshot")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready; fields the engine did not report are left out."""
        return _without_missing(asdict(self))

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Snapshot:
        """The inverse of :meth:`to_dict`: absent keys stay :data:`MISSING` (unknown keys are ignored)."""
        def view(kind: type[Any], data: dict[str, Any]) -> Any:
            return kind(**{f.name: data[f.name] for f in fields(kind) if f.name in data})

        def objs(items: list[dict[str, Any]] | None) -> Any:
            return MISSING if items is None else [view(ObjectView, o) for o in items]

        def stack(items: list[dict[str, Any]] | None) -> Any:
            return MISSING if items is None else [view(StackView, x) for x in items]

        players = [PlayerView(**{**{f.name: p[f.name] for f in fields(PlayerView) if f.name in p},
                                 **{z: objs(p.get(z)) for z in ("library", "hand", "graveyard")}})
                   for p in d["players"]]
        rest = {f.name: d[f.name] for f in fields(cls) if f.name in d
                and f.name not in ("players", "battlefield", "exile", "stack", "triggered")}
        return cls(players=players, battlefield=objs(d.get("battlefield")), exile=objs(d.get("exile")),
                   stack=stack(d.get("stack")), triggered=stack(d.get("triggered")), **rest)


def _without_missing(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_missing(v) for k, v in value.items() if v is not MISSING}
    if isinstance(value, list):
        return [_without_missing(v) for v in value]
    return value
