"""The python-mtg adapter: runs scenarios on python-mtg (PyPI ``python-mtg``, import name ``mtg``).

What python-mtg lets a harness do, as found by running 0.1.1 (and what this adapter therefore declares):

- **Setup**: ``mtg.Game.new`` with decks holding the setup's cards (plus Forests as filler, removed again
  from every relation of the state, not only from the zones, so the zones are exactly the setup's and no
  count of python-mtg's sees the filler), then its relations are edited (``in_hand``, ``in_library`` and
  ``_lib_order`` (top first), ``graveyard``, ``on_battlefield``, ``tapped``, ``_sick``, ``counter``,
  ``life``, ``_land_played``) and the game rebuilt with ``Game.from_state``. Only the first player's
  precombat main phase can be reached (the first decision of a new game); other turns or steps are
  `unsupported`.
- **Not expressible, hence missing capabilities**: a mana pool (python-mtg's ``mana_pool`` relation is
  the mana its untapped sources could make, not a CR 106.4 pool), scripted decisions (its policies pick
  choices themselves), putting several cards onto the battlefield at once, looking at hidden cards.
- **No priority and no visible stack**: each move is carried through to the next decision, resolving
  spells and triggered abilities on the way. So ``pass_priority`` and ``advance_to`` are unsupported
  action kinds, ``resolve_stack`` is accepted when nothing is left to resolve, and the ``stack`` and
  ``mana_pool`` check kinds are unsupported. Triggered abilities can't be observed: the state keeps no
  record of them, and the engine's narration names some (``trigger <ability>: ...``) but not others
  (a token-making trigger narrates only "creates a ... token"), so ``trigger-events`` is missing.
- **Tokens** are named by python-mtg after their description (``2_2_green_bird_creature#1``); the snapshot
  names them by their subtypes, as the suite does (CR 111.4: a token's name comes from its subtypes).
- **Actions**: ``play_land`` and ``cast_spell`` are the ``play``/``cast`` moves python-mtg lists as legal
  for that card; a card with no such move is rejected (python-mtg's ``legal_moves`` is its rules).
- **Cards python-mtg doesn't implement** make the scenario `unsupported`, naming the card, before anything
  runs (:func:`implementation_gaps`): python-mtg plays a card from the facts its interpreter derived from the
  Oracle text (``mtg/_datalog/cards.dl``, read by ``mtg.sim.load_db``) through its bridge
  (``mtg.bridge_to_engine.card_facts``), which drops every clause its engine can't resolve ("faithful or
  abstain"), and its driver reads only some continuous player permissions (``static_player``). A card with
  rules text and no facts, a dropped clause, or a permission tag no module of python-mtg reads does nothing
  in its game for that part: a refusal or a pass would not be python-mtg's answer to the ruling.
"""

from __future__ import annotations

import io
import re
import types
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as dist_version
from pathlib import Path
from typing import Any

from mtg_rulings.adapters.checks import setup_mismatches
from mtg_rulings.adapters.contract import Engine, Reproduction, Unsupported, unsupported_setup_fields
from mtg_rulings.adapters.python_mtg import reproduction
from mtg_rulings.adapters.reproduction import run_script
from mtg_rulings.model.scenario import (
    MISSING,
    Action,
    CardSpec,
    Decision,
    ObjectView,
    PlayerView,
    Response,
    Scenario,
    Setup,
    Snapshot,
)
from mtg_rulings.reference_engine.cards import CARDS

FILLER = "Forest"
FILLER_COUNT = 20
#: Counter kinds (CR 122): ours and python-mtg's spellings.
COUNTER_TO_MTG: dict[str, str] = {"+1/+1": "p1p1", "-1/-1": "m1m1"}
COUNTER_FROM_MTG: dict[str, str] = {v: k for k, v in COUNTER_TO_MTG.items()}
#: The setup fields this adapter sets (mtg_rulings.model.scenario); a field added later is unsupported until mapped.
SETUP_FIELDS = {
    "Setup": {"players", "active_player", "step", "turn"},
    "PlayerSetup": {"name", "life", "library", "hand", "graveyard", "exile", "battlefield", "mana_pool", "lands_played"},
    "CardSpec": {"name", "tapped", "summoning_sick", "counters", "token"},
}


def _engine_version() -> str:
    try:
        return dist_version("python-mtg")
    except PackageNotFoundError:
        return "not installed"


def _is_land(name: str) -> bool:
    card = CARDS.get(name)
    return card is not None and "Land" in card.type_line.split("—")[0]


def seat_name(player: str) -> str:
    """A scenario's player name as a python-mtg seat: ``Alice`` → ``alice``."""
    return player.lower()


def slug(name: str) -> str:
    """python-mtg's card slug for an Oracle name: ``Sazh's Chocobo`` → ``sazh_s_chocobo``."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


@cache
def _read_sources() -> str:
    """Every Python module and datalog rule file of the installed python-mtg package (not its card facts,
    ``cards.dl``), to tell which permission tags it reads."""
    import mtg

    root = Path(mtg.__file__).parent
    files = [*root.rglob("*.py"), *(p for p in root.rglob("*.dl") if p.name != "cards.dl")]
    return "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in files)


@cache
def implementation_gaps(name: str) -> tuple[str, ...]:
    """What python-mtg doesn't implement of the card ``name``, one phrase each; empty when it implements all it
    can be seen to. Reads python-mtg's interpreted card facts and its bridge, as its game does."""
    from mtg import _corpus, sim
    from mtg import bridge_to_engine as bridge

    db = sim.load_db()
    corpus = {c["name"]: c for c in _corpus.load_cards()}
    if name not in corpus:
        return (f"python-mtg's card corpus has no {name}",)
    facts = db.get(slug(name))
    text = (CARDS[name].oracle_text if name in CARDS else corpus[name].get("text") or "").strip()
    if facts is None:
        return (f"python-mtg has no interpreted facts for {name} (absent from its cards.dl)",) if text else ()
    _rows, dropped = bridge.card_facts(name, "p", "t0", db, corpus)
    gaps = [f"python-mtg's bridge drops {name}'s {kind} clause {detail!r}" for kind, detail in dropped]
    sources = _read_sources()
    gaps += [f"nothing in python-mtg (its modules, its datalog rules) reads {name}'s permission {tag!r}"
             for tag in sorted(facts.get("static_player", ())) if f'"{tag}"' not in sources and f"'{tag}'" not in sources]
    return tuple(gaps)


class PythonMtgEngine(Engine):
    """python-mtg, in-process, one fresh game per scenario."""

    name = "python-mtg"
    version = _engine_version()
    distribution = "python-mtg"
    capabilities = frozenset({"library-setup", "counters"})
    action_kinds = frozenset({"play_land", "cast_spell", "resolve_stack"})
    #: Listed, not derived from CHECK_KINDS: a check kind added later is unsupported here until mapped.
    check_kinds = frozenset({"triggered", "counters", "life", "controls", "zone", "library_top", "tapped",
                             "power_toughness"})

    def __init__(self) -> None:
        import mtg
        from mtg import driver
        from mtg.engine import env

        self._mtg, self._driver, self._env = mtg, driver, env
        # python-mtg's card facts and corpus take seconds to read (cached for the process): read them here, once,
        # not inside the first scenario's time limit
        from mtg import _corpus, sim

        sim.load_db()
        _corpus.load_cards()
        _read_sources()
        self.game: Any = None
        self.names: list[str] = []
        self._oracle_names: dict[str, str] = {}
        # for a standalone reproduction: the position set up (python-mtg's serialisation), the moves pushed since,
        # and how many had been pushed when each action began (by feature line)
        self._position = ""
        self._moves: list[Any] = []
        self._moves_before: dict[str, int] = {}

    # --- contract --------------------------------------------------------------------------------

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        unknown = unsupported_setup_fields(setup, SETUP_FIELDS)
        if unknown:
            raise Unsupported(f"setting {', '.join(unknown)} (not mapped by this adapter)")
        if len(setup.players) != 2:
            raise Unsupported(f"{len(setup.players)}-player games")
        if setup.active_player != setup.players[0].name or setup.step != "precombat_main":
            raise Unsupported("starting in another step or another player's turn (python-mtg starts a game at "
                              "the first player's first decision, and its turn structure can't be set)")
        if any(p.exile for p in setup.players):
            raise Unsupported("cards in exile in a setup")
        names = sorted({c.name for p in setup.players for z in ("library", "hand", "graveyard", "battlefield")
                        for c in getattr(p, z)})
        gaps = [g for n in names for g in implementation_gaps(n)]
        if gaps:
            raise Unsupported("cards python-mtg doesn't implement (it would silently do nothing for them): "
                              + "; ".join(gaps))
        self.names = [p.name for p in setup.players]
        self._oracle_names = {slug(c.name): c.name for p in setup.players
                              for z in ("library", "hand", "graveyard", "exile", "battlefield") for c in getattr(p, z)}
        decks, hands = {}, {}
        for p in setup.players:
            cards = [c.name for z in ("library", "hand", "graveyard", "battlefield") for c in getattr(p, z)]
            decks[seat_name(p.name)] = cards + [FILLER] * FILLER_COUNT
            hands[seat_name(p.name)] = [c.name for z in ("hand", "graveyard", "battlefield") for c in getattr(p, z)]
        with self._narration():
            game = self._mtg.Game.new(**decks, seed=1, starting_hand=hands)
        if game.step != "precombat_main" or game.active_player != seat_name(setup.active_player):
            raise RuntimeError(f"python-mtg's new game stopped at {game.active_player}'s {game.step}, "
                               f"not {setup.active_player}'s precombat main")
        state = self._driver.clone_state(game.state)
        self._edit(state, setup)
        self.game = self._mtg.Game.from_state(state)
        self._verify(setup)
        self._position, self._moves, self._moves_before = self.game.serialize(), [], {}

    def perform(self, action: Action) -> Response:
        self._moves_before[action.line] = len(self._moves)
        if action.kind in ("play_land", "cast_spell"):
            return self._play(action)
        if action.kind == "resolve_stack":
            return Response(True)  # python-mtg resolves everything within the move that put it there
        raise Unsupported(f"action kind {action.kind!r}")

    def observe(self) -> Snapshot:
        g, s = self.game, self.game.state
        ctx = g._char_context()
        counters: dict[str, dict[str, int]] = {}
        for card, kind, n in s.get("counter", set()):
            if n:
                counters.setdefault(card, {})[COUNTER_FROM_MTG.get(kind, kind)] = n
        owner = {c: p for (p, c) in s.get("printed_control", set())}

        def view(cid: str, on_battlefield: bool = False) -> ObjectView:
            controller = ctx["controller"].get(cid) or owner.get(cid) or ""
            creature = cid in ctx["creatures"]
            # python-mtg drops punctuation from names ("Jidoor Aristocratic Capital"): show the Oracle name
            name = (" ".join(t.capitalize() for t in ctx["subtypes"].get(cid, [])) if "#" in cid
                    else self._oracle_names.get(slug(g.name(cid)), g.name(cid)))
            return ObjectView(cid, name or g.name(cid), self._player(owner.get(cid, controller)), self._player(controller),
                              cid in ctx["tapped"], counters.get(cid, {}), "#" in cid,
                              ctx["power"].get(cid) if creature else None, ctx["toughness"].get(cid) if creature else None,
                              on_battlefield and cid in ctx["sick"] and creature)

        players = []
        lands = {p for (p, *_rest) in s.get("_land_played", set())}
        for name in self.names:
            seat = seat_name(name)
            # python-mtg has no CR mana pool to observe (MISSING: a mana pool check is unsupported, not judged)
            players.append(PlayerView(name, g.life()[seat], MISSING, [view(c) for c in s["_lib_order"].get(seat, [])],
                                      [view(c) for c in g.hand(seat)], [view(c) for c in g.graveyard(seat)],
                                      1 if seat in lands else 0))
        return Snapshot(players=players,
                        battlefield=[view(c, True) for (c,) in sorted(s.get("on_battlefield", set()))],
                        exile=[view(c) for (_p, c) in sorted(s.get("exile", set()))],
                        # no visible stack, trigger record or priority: a move resolves everything it causes
                        stack=MISSING, triggered=MISSING, turn=g.turn_number,
                        active_player=self._player(g.active_player), step=g.step, priority=MISSING)

    def reproduce(self, scenario: Scenario, message: str) -> Reproduction | None:
        """The failure replayed by a standalone script against python-mtg alone (adapters/python_mtg/reproduction.py),
        run in a fresh interpreter; None for a kind of failure no script is written for."""
        if not self._position:
            return None
        text = reproduction.script(scenario, message, self._position, self._moves, self._moves_before,
                                   {n: seat_name(n) for n in self.names}, self.version)
        return None if text is None else run_script(text)

    def failure_notes(self) -> list[str]:
        """Known divergences that explain a failed check of this game, recognised by what the game shows (never by a
        scenario's name):

        - a rules gap (CR 109.2): "for each land you control" counted over the controller's land cards in every
          zone (hand, graveyard, library), not only the lands on the battlefield."""
        if self.game is None:
            return []
        snap = self.observe()
        notes = []
        for obj in snap.battlefield:
            card = CARDS.get(obj.name)
            m = re.search(r"gets \+(\d+)/\+0 for each land you control", card.oracle_text if card else "")
            if card is None or m is None or not isinstance(obj.power, int) or not isinstance(card.power, int):
                continue
            player = next((p for p in snap.players if p.name == obj.controller), None)
            if player is None:
                continue
            on_battlefield = sum(_is_land(o.name) for o in snap.battlefield if o.controller == obj.controller)
            elsewhere = sum(_is_land(o.name) for zone in (player.hand, player.graveyard, player.library) for o in zone)
            per_land, base = int(m[1]), int(card.power)
            if elsewhere and obj.power == base + per_land * (on_battlefield + elsewhere):
                notes.append(f"rules gap (CR 109.2): python-mtg counts {obj.name}'s \"for each land you control\" "
                             f"over {obj.controller}'s land cards in every zone ({on_battlefield} on the battlefield, "
                             f"{elsewhere} elsewhere); a land is a permanent on the battlefield")
        return notes

    # --- setting up ------------------------------------------------------------------------------

    def _edit(self, s: dict[str, Any], setup: Setup) -> None:
        """Put each setup card (by name, per owner) in its zone with its status; drop the rest."""
        instance = dict(s.get("instance_of", set()))
        free: dict[tuple[str, str], list[str]] = {}
        for p, cid in sorted(s.get("in_hand", set()) | s.get("in_library", set())):
            free.setdefault((p, instance.get(cid, "")), []).append(cid)
        s["in_hand"], s["in_library"], s["on_battlefield"], s["graveyard"] = set(), set(), set(), set()
        s["tapped"], s["_sick"], s["counter"] = set(), set(), set()
        s["_lib_order"] = {p: [] for p in s["_lib_order"]}

        def take(seat: str, spec: CardSpec) -> str:
            if spec.token:
                raise Unsupported("tokens in a setup")
            ids = free.get((seat, slug(spec.name)))
            if not ids:
                raise RuntimeError(f"python-mtg's game has no {spec.name} for {seat} to place "
                                   f"(is it in python-mtg's card corpus?)")
            return ids.pop(0)

        for ps in setup.players:
            seat = seat_name(ps.name)
            for spec in ps.library:
                cid = take(seat, spec)
                s["in_library"].add((seat, cid))
                s["_lib_order"][seat].append(cid)
            for spec in ps.hand:
                s["in_hand"].add((seat, take(seat, spec)))
            for spec in ps.graveyard:
                s["graveyard"].add((take(seat, spec),))
            for spec in ps.battlefield:
                cid = take(seat, spec)
                s["on_battlefield"].add((cid,))
                if spec.tapped:
                    s["tapped"].add((cid,))
                if spec.summoning_sick:
                    s["_sick"].add((cid,))
                for kind, n in spec.counters.items():
                    s["counter"].add((cid, COUNTER_TO_MTG.get(kind, kind), n))
            s["life"] = {(p, v) for (p, v) in s["life"] if p != seat} | {(seat, ps.life)}
            if ps.mana_pool:
                raise Unsupported("mana in a mana pool (python-mtg pools are its sources' potential mana)")
        unused = {cid for ids in free.values() for cid in ids}  # the filler and any card the setup didn't place
        for relation, facts in s.items():  # gone from the game, not only from its zones: nothing counts them
            if isinstance(facts, set):
                s[relation] = {f for f in facts if not (isinstance(f, tuple) and unused.intersection(f))}
        active = setup.player(setup.active_player)
        s["_land_played"] = {(seat_name(active.name),)} if active.lands_played else set()
        for ps in setup.players:
            self._driver._refresh_mana_pool(s, seat_name(ps.name))

    def _verify(self, setup: Setup) -> None:
        problems = setup_mismatches(setup, self.observe(), ordered=False, life_and_turn=False)
        if problems:
            raise RuntimeError("python-mtg's game doesn't match the setup: " + "; ".join(problems))

    # --- acting ----------------------------------------------------------------------------------

    def _play(self, action: Action) -> Response:
        if action.player is None:
            raise ValueError(f"action {action.kind} needs a player")
        if action.x is not None:
            raise Unsupported("casting a spell with X")
        seat, zone = seat_name(action.player), action.zone or "hand"
        s = self.game.state
        ids = {"hand": [c for (p, c) in s.get("in_hand", set()) if p == seat],
               "library": list(s["_lib_order"].get(seat, [])),
               "graveyard": self.game.graveyard(seat)}.get(zone)
        if ids is None:
            raise Unsupported(f"acting on a card in the {zone}")
        mine = [c for c in ids if slug(self.game.name(c)) == slug(action.card or "")]
        if not mine:
            return Response(False, f"there is no {action.card} in {action.player}'s {zone}")
        verb = "play" if action.kind == "play_land" else "cast"
        moves = [m for m in self.game.legal_moves
                 if m.raw[0] == verb and len(m.raw) > 2 and m.raw[1] == seat and m.raw[2] in mine]
        if not moves:
            offered = sorted({f"{m.raw[0]} {self.game.name(m.raw[2])}" if len(m.raw) > 2 else m.raw[0]
                              for m in self.game.legal_moves})
            return Response(False, f"python-mtg lists no legal move to {verb} {action.card} from {action.player}'s "
                                   f"{zone} (its legal moves: {', '.join(offered)})")
        with self._narration():
            self.game.push(moves[0])
        self._moves.append(moves[0].raw)
        return Response(True)

    # --- helpers ---------------------------------------------------------------------------------

    @contextmanager
    def _narration(self) -> Iterator[list[str]]:
        """Capture what python-mtg's ``env.step`` narrates (it sends it to a throw-away StringIO)."""
        lines: list[str] = []
        buffer = io.StringIO()

        class Tee(io.StringIO):
            def write(self, text: str) -> int:
                return buffer.write(text)

        previous = self._env.io
        self._env.io = types.SimpleNamespace(StringIO=Tee)
        try:
            yield lines
        finally:
            self._env.io = previous
            lines.extend(x.strip() for x in buffer.getvalue().splitlines() if x.strip())

    def _player(self, seat: str) -> str:
        for n in self.names:
            if seat_name(n) == seat:
                return n
        return seat
