"""Hypothesis strategies: small game situations and short action sequences, with their scripted choices.

A case is a :class:`mtg_rulings.model.scenario.Scenario` (a setup and one to four actions) plus the choices the
reference engine asked for while playing it. Setups are built around a *theme*, so that the interactions
the rulings care about come up often (trigger doublers with the abilities they double and something
entering; mana replacement effects and triggered mana abilities with lands to tap; adventurer cards with the
mana to cast them; playing from the top of a library, a graveyard or exile), and only from the cards, action
kinds and setup features both engines support (:class:`mtg_rulings.fuzz.profile.Profile`). Actions name cards
the setup holds, by the actor's own zones; most are the active player's.

Choices are scripted the way a person scripts them: the case is played once on the reference engine, and
each choice it asks for (a "you may", a target, a colour, an order of triggered abilities...) is answered by
a Hypothesis draw and recorded as a :class:`mtg_rulings.model.scenario.Decision`, in the form the step vocabulary
writes it. Shrinking a case therefore simplifies its choices too, and the recorded script is exactly what
the reference engine asks for (it never leaves a scripted answer unused, which the oracle would refuse).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from hypothesis import reject
from hypothesis import strategies as st
from hypothesis.errors import HypothesisException

from mtg_rulings.adapters.contract import Engine
from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.fuzz.cards import CardInfo, ability_name, card_info
from mtg_rulings.fuzz.compare import StepRecord, Trace, observe_step, observed_kinds, play, unsupported
from mtg_rulings.fuzz.profile import PLAYERS, Profile
from mtg_rulings.model.scenario import Action, CardSpec, Decision, PlayerSetup, Scenario, Setup
from mtg_rulings.reference_engine.mana import COLOR_NAMES

MAX_ACTIONS = 4
MANA_ORDER = "WUBRGC"
T = TypeVar("T")


@dataclass
class Case:
    """A generated case: the scenario (actions without expectations yet) and its recorded choices.
    ``decided[i]`` is how many of the scenario's decisions the reference engine had asked for once action
    ``i`` was done; ``reference_error`` is set when the reference engine crashed playing it. ``played`` is what
    the reference engine answered and showed after each of the scenario's actions as it was generated (the facts
    of ``kinds``), and ``played_s`` how long that play took (wall seconds): see :func:`expected_trace`."""

    scenario: Scenario
    decided: list[int] = field(default_factory=list)
    reference_error: str | None = None
    played: list[StepRecord] = field(default_factory=list)
    kinds: frozenset[str] = frozenset()
    played_s: float = 0.0

    @property
    def actions(self) -> list[Action]:
        return [s for s in self.scenario.steps if isinstance(s, Action)]

    def key(self) -> str:
        """The case as canonical JSON: equal keys, equal cases."""
        return json.dumps(self.scenario.to_dict(), sort_keys=True, default=str)

    def truncated(self, n: int) -> Scenario:
        """The scenario with its first ``n`` actions and the decisions asked for while playing them."""
        keep = self.decided[n - 1] if n else 0
        return replace(self.scenario, steps=[replace(a) for a in self.actions[:n]],
                       decisions=[replace(d) for d in self.scenario.decisions[:keep]])


def weighted(*items: tuple[T, int]) -> list[T]:
    """A list for ``st.sampled_from`` in which each item appears ``weight`` times, in the order given (the
    first item is what shrinking tends to)."""
    return [item for item, weight in items for _ in range(weight)]


#: Strategies by the values they sample: a strategy is built (and checked) by hypothesis on every call of
#: ``st.sampled_from``, and a case draws dozens of the same ones (building them was a large part of a case's cost).
_SAMPLERS: dict[tuple[Any, ...], st.SearchStrategy[Any]] = {}
#: The most strategies each cache keeps (:data:`_SAMPLERS`, :data:`_LISTS`): those built for values drawn once per
#: case (a case's own actions) must not pile up.
_KEPT_STRATEGIES = 4096


def _typed(value: Any) -> Any:
    """``value`` with the type of every item beside it, tuples looked into: a cache key under which equal values of
    different types (``True`` and ``1``) stay apart."""
    if isinstance(value, tuple):
        return (tuple, tuple(_typed(v) for v in value))
    return (type(value), value)


def _sampler_key(values: tuple[Any, ...]) -> Any:
    """:func:`_typed` of ``values``, more cheaply for the usual values holding no tuple (a pool of cards): their types
    beside them, in a tuple of types (which no :func:`_typed` key begins with, so the two never meet)."""
    kinds = tuple(map(type, values))
    return _typed(values) if tuple in kinds else (kinds, values)


def _sampled(values: Sequence[T] | str) -> st.SearchStrategy[T]:
    """``st.sampled_from(values)``, built once per distinct (hashable) values. The key holds each value's type:
    ``(False, True)`` equals ``(0, 1)`` as a tuple, and a sampler of integers must never answer a draw of flags
    (phase refused such states: "invalid type: integer `1`, expected a boolean")."""
    key = _sampler_key(tuple(values))
    try:
        found = _SAMPLERS.get(key)
    except TypeError:  # unhashable values: built each time
        return st.sampled_from(tuple(values))
    if found is None:
        if len(_SAMPLERS) >= _KEPT_STRATEGIES:
            _SAMPLERS.clear()
        found = _SAMPLERS[key] = st.sampled_from(tuple(values))
    return found


class Pools:
    """The profile's cards sorted by the role a theme gives them."""

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        cards = list(profile.cards)

        def having(test: Callable[[CardInfo], bool]) -> list[CardInfo]:
            return [c for c in cards if test(c)]

        self.lands = having(lambda c: c.land)
        self.permanents = having(lambda c: c.permanent)
        self.spells = having(lambda c: not c.land)
        self.instants = having(lambda c: c.instant or (c.adventure is not None and self.adventures_ok))
        self.doublers = having(lambda c: "doubler" in c.tags and c.permanent)
        self.triggers = having(lambda c: "trigger" in c.tags and c.permanent)
        self.entering = having(lambda c: not c.land and bool({"Creature", "Artifact"} & c.types))
        self.mana_effects = having(lambda c: "mana_effect" in c.tags and c.permanent)
        self.mana_sources = having(lambda c: "mana_source" in c.tags and c.permanent and not c.land)
        self.adventurers = having(lambda c: c.adventure is not None)
        self.from_zones = having(lambda c: "other_zones" in c.tags and c.permanent and c.adventure is None)
        self.from_graveyard = having(lambda c: "other_zones" in c.tags and not c.permanent)
        self.birds = having(lambda c: "Bird" in c.subtypes)
        self.tokens = list(profile.tokens)

    @property
    def adventures_ok(self) -> bool:
        return self.profile.has("adventure")

    def themes(self) -> list[str]:
        """The themes this profile can build, weighted; "mixed" (anything) first."""
        return weighted(
            ("mixed", 2 if self.permanents else 0),
            ("doublers", 4 if self.doublers and self.triggers else 0),
            ("mana", 3 if self.mana_effects and self.lands else 0),
            ("adventures", 2 if self.adventurers and self.adventures_ok else 0),
            ("other_zones", 2 if self.from_zones and self.profile.has("library-setup") else 0))


_POOLS: dict[int, tuple[Profile, Pools]] = {}


def _pools(profile: Profile) -> Pools:
    """The profile's pools, sorted once per profile (a run draws every case from one profile)."""
    kept = _POOLS.get(id(profile))
    if kept is None or kept[0] is not profile:
        kept = _POOLS[id(profile)] = (profile, Pools(profile))
    return kept[1]


Draw = Callable[[st.SearchStrategy[Any]], Any]


#: The list strategies of :func:`_pick`, by (the card sampler's id, the most items, the profile's id for permanents):
#: each value keeps the sampler and the profile it was built for, so a reused id is never mistaken for them. Built
#: once, not on every draw: building and checking a nested strategy cost more than drawing from it. A cached
#: strategy draws exactly what a new one would.
_LISTS: dict[tuple[int, int, int], tuple[Any, Any, st.SearchStrategy[list[Any]]]] = {}


def _pick(draw: Draw, pool: Sequence[CardInfo], high: int, permanents_of: Profile | None = None) -> list[Any]:
    """Up to ``high`` cards of a theme's role, usually at least one: a flag (none first, so that shrinking can
    drop a role a divergence doesn't need at once), then a list whose items shrinking can drop one by one
    (with ``permanents_of``, each item a permanent with its status drawn whole by :func:`_permanent`, so that
    dropping it drops all of it)."""
    if not pool or not high or not draw(_sampled(weighted((False, 1), (True, 4)))):
        return []
    cards = _sampled(pool)
    key = (id(cards), high, id(permanents_of))
    kept = _LISTS.get(key)
    if kept is None or kept[0] is not cards or kept[1] is not permanents_of:
        if len(_LISTS) >= _KEPT_STRATEGIES:
            _LISTS.clear()
        item = cards if permanents_of is None else _permanent(cards, permanents_of)
        kept = _LISTS[key] = (cards, permanents_of, st.lists(item, min_size=1, max_size=high))
    return draw(kept[2])


@st.composite
def _permanent(draw: Draw, cards: st.SearchStrategy[CardInfo], profile: Profile) -> CardSpec | None:
    """A card on the battlefield as a game at rest can have it (state-based actions done, CR 704), sometimes
    tapped, summoning sick or with +1/+1 counters: a 0-toughness creature only with counters (704.5f); None for
    a card whose as-it-enters choice (614.12) a setup can't state."""
    card = draw(cards)
    spec = CardSpec(card.name, token=card.token)
    spec.tapped = draw(_sampled(weighted((False, 4), (True, 1))))
    if "Creature" in card.types:
        spec.summoning_sick = draw(_sampled(weighted((False, 5), (True, 1))))
        least = 1 if card.toughness == 0 else 0
        if profile.has("counters"):
            n = draw(_sampled(weighted(*((k, w) for k, w in ((0, 5), (1, 1), (2, 1)) if k >= least))))
            spec.counters = {"+1/+1": n} if n else {}
        elif least:
            return None
    return None if "as_enters" in card.tags else spec


def _at_rest(specs: list[CardSpec | None]) -> list[CardSpec]:
    """One legendary permanent of a name per player (704.5j); the cards no setup can state left out."""
    out: list[CardSpec] = []
    for spec in specs:
        if spec is not None and not (card_info(spec.name).legendary and any(s.name == spec.name for s in out)):
            out.append(spec)
    return out


def _theme(draw: Draw, theme: str, pools: Pools, zones: dict[str, list[Any]]) -> None:
    """Fill the active player's zones (and the other's battlefield) for ``theme``: cards for the hand, library
    and graveyard, permanents (:func:`_permanent`) for the battlefields."""
    library_ok = pools.profile.has("library-setup")

    def bf(pool: Sequence[CardInfo], high: int) -> list[CardSpec | None]:
        return _pick(draw, pool, high, pools.profile)

    if theme == "doublers":
        zones["battlefield"] += bf(pools.doublers, 2) + bf(pools.triggers, 2) + bf(pools.lands, 1)
        zones["hand"] += _pick(draw, pools.lands, 2) + _pick(draw, pools.entering, 2)
        zones["library"] += _pick(draw, pools.lands + pools.birds, 2 if library_ok else 0)
    elif theme == "mana":
        zones["battlefield"] += bf(pools.lands, 3) + bf(pools.mana_effects, 2) + bf(pools.mana_sources + pools.triggers, 1)
        zones["opponent"] += bf(pools.lands, 2)
        zones["hand"] += _pick(draw, pools.lands, 1) + _pick(draw, pools.spells, 2)
    elif theme == "adventures":
        zones["hand"] += _pick(draw, pools.adventurers, 2) + _pick(draw, pools.lands, 1)
        zones["battlefield"] += bf(pools.lands, 2) + bf(pools.triggers, 1)
    elif theme == "other_zones":
        zones["battlefield"] += bf(pools.from_zones, 1) + bf(pools.triggers, 1)
        zones["library"] += _pick(draw, pools.lands + pools.birds, 2) + _pick(draw, pools.spells, 1)
        zones["graveyard"] += _pick(draw, pools.from_graveyard, 1 if pools.profile.graveyard else 0)
        zones["hand"] += _pick(draw, pools.lands, 1) + _pick(draw, pools.spells, 2)
    else:
        zones["battlefield"] += bf(pools.permanents, 3) + bf(pools.tokens, 1)
        zones["hand"] += _pick(draw, pools.lands, 1) + _pick(draw, pools.spells, 2)
        zones["library"] += _pick(draw, pools.spells + pools.lands, 2 if library_ok else 0)
        zones["graveyard"] += _pick(draw, pools.spells, 1 if pools.profile.graveyard else 0)
        zones["opponent"] += bf(pools.permanents, 2)


_COST_SYMBOLS = re.compile(r"\{(\d+|[WUBRGCX])\}")


@st.composite
def setups(draw: Draw, profile: Profile) -> Setup:
    """A two-player position built around one theme, at a turn and step both engines can set up (mostly the
    first player's precombat main phase). Mana pools are left empty: :func:`cases` fills them for the
    actions it draws."""
    pools = _pools(profile)
    themes = pools.themes()
    if not themes:
        raise ValueError(f"the engines {profile.engines} share no cards to build a game from")
    theme = draw(_sampled(themes))
    turn_weights = {(0, "precombat_main"): 10, (1, "precombat_main"): 3}
    active, step = draw(_sampled(weighted(*((t, turn_weights.get(t, 1)) for t in profile.turns))))
    zones: dict[str, list[Any]] = {"battlefield": [], "hand": [], "library": [], "graveyard": [], "opponent": []}
    _theme(draw, theme, pools, zones)
    me, other = PlayerSetup(PLAYERS[active]), PlayerSetup(PLAYERS[1 - active])
    me.battlefield = _at_rest(zones["battlefield"])
    me.hand = [CardSpec(c.name) for c in zones["hand"]]
    me.library = [CardSpec(c.name) for c in zones["library"]]
    me.graveyard = [CardSpec(c.name) for c in zones["graveyard"]]
    other.battlefield = _at_rest(zones["opponent"])
    other.hand = [CardSpec(c.name) for c in _pick(draw, pools.instants, 1)]
    if profile.life_and_land_plays:
        me.lands_played = draw(_sampled(weighted((0, 5), (1, 1))))
        for p in (me, other):
            p.life = draw(_sampled(weighted((20, 6), (2, 1), (5, 1))))
    players = [me, other] if active == 0 else [other, me]
    return Setup(players, PLAYERS[active], step)


def _play(card: CardInfo, player: str, zone: str) -> list[Action]:
    if card.land:
        return [Action("play_land", player, card.name, zone, expect=None)]
    if card.has_x:
        return [Action("cast_spell", player, card.name, zone, x=x, expect=None) for x in (1, 2)]
    return [Action("cast_spell", player, card.name, zone, expect=None)]


def candidates(setup: Setup, profile: Profile, player: str) -> dict[str, list[Action]]:
    """The actions ``player`` may begin a move with, by kind of :data:`MOVES`: playing or casting a card they
    hold (from the hand, the top of the library, the graveyard; an adventurer card as its Adventure), or
    activating an ability of a permanent they control. Only action kinds both engines support."""
    p = setup.player(player)
    hand = [card_info(c.name) for c in p.hand]
    out: dict[str, list[Action]] = {
        "hand": [a for c in hand for a in _play(c, player, "hand")],
        "ability": [],
        "library": _play(card_info(p.library[0].name), player, "library") if p.library else [],
        "adventure": [Action("cast_spell", player, c.name, "hand", as_adventure=True, expect=None)
                      for c in hand if c.adventure and profile.has("adventure")],
        "graveyard": [a for c in p.graveyard for a in _play(card_info(c.name), player, "graveyard")],
    }
    for spec in p.battlefield:
        card = card_info(spec.name)
        for text in card.abilities:
            name = ability_name(card, text)
            if name and not text.startswith("Cycling"):
                out["ability"].append(Action("activate_ability", player, card.name, ability=name, expect=None))
    return {k: [a for a in v if profile.allows(a)] for k, v in out.items()}


#: The kinds of move, in a fixed order (the first is what shrinking tends to), weighted. A move is one action
#: and what lets it resolve; drawing the kind first, then the card, keeps a move when shrinking removes
#: unrelated cards.
MOVES: list[str] = weighted(("hand", 6), ("ability", 4), ("library", 2), ("adventure", 3), ("graveyard", 1),
                            ("pass", 1))
#: What follows a move's action: nothing, one round of passes (the top of the stack resolves), or passes
#: until the stack is empty.
AFTER: list[str] = weighted(("nothing", 2), ("pass", 2), ("resolve", 1))


def _then(kind: str, profile: Profile) -> list[Action]:
    actions = {"pass": [Action("pass_priority", expect=None)], "resolve": [Action("resolve_stack", expect=None)]}
    return [a for a in actions.get(kind, []) if a.kind in profile.action_kinds]


@st.composite
def moves(draw: Draw, setup: Setup, profile: Profile) -> list[Action]:
    """One move: mostly the active player's (for another player, the active player passes priority first); an
    action of a kind of :data:`MOVES`; an Adventure may resolve and its card be played from exile (715.3d);
    then perhaps passes of priority."""
    active = setup.active_player
    others = [p.name for p in setup.players if p.name != active]
    player = draw(_sampled(weighted((active, 4), *((o, 1) for o in others))))
    options = candidates(setup, profile, player)
    kind = draw(_sampled(MOVES))
    chosen = options.get(kind) or options["hand"] or options["ability"]
    if kind == "pass" or not chosen:
        return _then(draw(_sampled(["pass", "resolve"])), profile)
    action = replace(draw(_sampled(chosen)))
    out = [Action("pass_priority", active, expect=None)] if player != active else []
    out.append(action)
    if action.as_adventure and draw(st.booleans()):
        again = _play(card_info(action.card or ""), player, "exile")[:1]
        out += _then("resolve", profile) + [a for a in again if a.kind in profile.action_kinds]
    return out + _then(draw(_sampled(AFTER)), profile)


def _action_costs(action: Action) -> list[str]:
    """The mana ``action`` may need: the spell's mana cost (its Adventure's; X as chosen), or the ability's."""
    if action.card is None or action.kind not in ("cast_spell", "activate_ability"):
        return []
    if action.kind == "activate_ability":
        cost = (action.ability or "").split(":", 1)[0]
        return [cost] if _COST_SYMBOLS.search(cost) else []
    card = card_info(action.card)
    cost = (card.adventure_cost if action.as_adventure else card.cost) or ""
    return [cost.replace("{X}", f"{{{action.x or 0}}}")] if cost else []


def _pool(draw: Draw, costs: list[str]) -> str:
    """Mana for a pool: each of ``costs``, usually (generic mana as {C}), and up to two more mana."""
    symbols: list[str] = []
    for cost in costs:
        if draw(_sampled(weighted((True, 3), (False, 1)))):
            for sym in _COST_SYMBOLS.findall(cost):
                symbols += ["C"] * int(sym) if sym.isdigit() else [sym] if sym != "X" else []
    symbols += draw(st.lists(_sampled("CWUBRG"), max_size=2))
    return "".join(f"{{{s}}}" for s in sorted(symbols, key=MANA_ORDER.index))


class RecordingReference(ReferenceEngine):
    """The reference engine with a decider that answers each choice no script answers by a draw, and keeps
    the answer as a scripted decision (the same form a scenario writes, matched the same way)."""

    def __init__(self, draw: Draw) -> None:
        super().__init__()
        self._draw = draw
        self.recorded: list[Decision] = []

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        super().start(setup, decisions)
        game = self._game()
        scripted = self._decider  # the adapter's ScriptedDecider: its `remaining` script and its `label`
        assert scripted is not None

        def decide(player: Any, kind: str, prompt: str, options: Sequence[Any]) -> Any:
            if not any(d.player == player.name and d.kind == kind for d in scripted.remaining):
                d = Decision(player.name, kind, self._answer(kind, options, scripted.label))
                self.recorded.append(d)
                scripted.remaining.append(d)
            return scripted(player, kind, prompt, options)

        game.decider = decide

    def _answer(self, kind: str, options: Sequence[Any], label: Callable[[Any], str]) -> Any:
        if kind == "order":  # the names of the triggered abilities' sources, first on the stack first
            return list(self._draw(st.permutations(list(options))))
        if kind in ("color", "mana"):  # mana types; a scenario names a colour by its name ("green")
            letter = self._draw(_sampled(list(options)))
            return COLOR_NAMES.get(letter, letter)
        labels = list(dict.fromkeys(label(o) for o in options))  # the first option with a label is the one chosen
        return self._draw(_sampled(labels))


@st.composite
def cases(draw: Draw, profile: Profile, max_actions: int = MAX_ACTIONS) -> Case:
    """A setup, moves of at most ``max_actions`` actions in all, mana pools for what they cast and activate,
    and the choices the reference engine asks for while playing them. A case a scenario can't state is
    rejected: the vocabulary's steps for passing priority have no "tries to" form."""
    setup = draw(setups(profile))
    steps = [a for move in draw(st.lists(moves(setup, profile), min_size=1, max_size=3)) for a in move][:max_actions]
    if not steps:
        reject()
    if profile.has("mana-pool-setup"):
        for p in setup.players:
            p.mana_pool = _pool(draw, [c for a in steps if a.player == p.name for c in _action_costs(a)])
    scenario = Scenario("fuzz", "generated case", "", 0, [], [], setup, list(steps))
    recorder = RecordingReference(draw)
    case = Case(scenario, kinds=observed_kinds(recorder))
    started = time.perf_counter()
    try:
        recorder.start(setup, [])
        seen = len(recorder.explain())
        for i, action in enumerate(steps):
            response = recorder.perform(action)
            if not response.accepted and action.kind in ("pass_priority", "resolve_stack"):
                reject()
            if recorder.game is not None and recorder.game.over:
                # What a finished game shows is not the rules' business (104): compare only before it ends.
                del scenario.steps[i:]
                if not scenario.steps:
                    reject()
                break
            case.decided.append(len(recorder.recorded))
            # observing as compare.play does (observing changes nothing): this play is the reference side's
            step, seen = observe_step(recorder, response, case.kinds, seen)
            case.played.append(step)
    except (HypothesisException, KeyboardInterrupt, SystemExit):
        raise
    except Exception as e:  # the reference engine crashed: a finding of its own (reported, never compared)
        case.reference_error = f"{type(e).__name__}: {e}"
    case.played_s = time.perf_counter() - started
    scenario.decisions = list(recorder.recorded[:case.decided[-1] if case.decided else 0])
    return case


def expected_trace(engine: Engine, case: Case, timeout_s: float | None) -> Trace:
    """``play(engine, case.scenario, timeout_s)``: when ``engine`` is the plain reference engine, the play that
    generated the case (:attr:`Case.played`), not played again. It is the same play: the same setup and actions on
    a fresh game (whose random numbers are seeded), each choice answered by the same decision (the script holds
    them in the order they were asked for, and the scripted decider takes the first one of the choice's player and
    kind), observed the same way after each action (a last action ending the game was dropped from the scenario
    with its observation). It is played again when it took ``timeout_s`` or longer (it might time out now)."""
    if (type(engine) is ReferenceEngine and case.reference_error is None and len(case.played) == len(case.actions)
            and case.kinds == observed_kinds(engine) and unsupported(engine, case.scenario) is None
            and (not timeout_s or case.played_s < timeout_s)):
        return Trace(engine.name, "ok", "", list(case.played))
    return play(engine, case.scenario, timeout_s)
