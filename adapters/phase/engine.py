"""The phase.rs adapter: runs scenarios on phase.rs through ``phase-python`` (import name ``phase``).

How a setup is reached (``start``): a fresh game per scenario (``Engine.new_game``) whose decks hold
exactly the setup's cards plus one filler card each (phase refuses an empty library), both hands kept,
then the state is edited (``state()["state"]``: zones, statuses, counters, life, mana pools, land plays,
turn, step, active and priority player), the filler removed, and the game reloaded (``load_game``).
The edit is checked (every card placed, every zone as the setup says) because ``load_game`` doesn't.

Actions map to phase's ``GameAction`` dicts (``PlayLand``, ``CastSpell`` with automatic payment,
``ActivateAbility``, ``PassPriority``); illegal ones are answered by phase with ``ValueError`` and become
rejected responses with phase's reason. Prompts phase raises between actions are answered from the
scenario's scripted decisions: ``OptionalEffectChoice`` ("you may", CR 603.5) from ``may`` decisions,
``OrderTriggers`` (CR 603.3b) from ``order`` decisions, or in any order when every trigger is the same
ability of the same source. Triggered abilities put on the stack (CR 603.3) are observed as stack
entries of kind ``TriggeredAbility``, collected after every call into phase.

Failures are annotated with what phase's parser left out of the scenario's cards (``faces.parse_notes``).
Any exception from phase, including a Rust ``PanicException`` (a ``BaseException``), makes the scenario
`errored` through the harness; the next scenario starts a fresh game.
"""

from __future__ import annotations

import json
from collections import Counter
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as dist_version
from typing import Any

from adapters.checks import setup_mismatches
from adapters.contract import Engine, UnscriptedDecision, Unsupported, unsupported_setup_fields
from adapters.phase import faces
from adapters.scenario import (
    Action,
    CardSpec,
    Decision,
    ObjectView,
    PlayerView,
    Response,
    Setup,
    Snapshot,
    StackView,
)
from reference_engine.mana import parse_mana

#: Our step ids (CR 500.1) and phase's phase names.
STEP_TO_PHASE: dict[str, str] = {
    "untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "precombat_main": "PreCombatMain",
    "beginning_of_combat": "BeginCombat", "declare_attackers": "DeclareAttackers",
    "declare_blockers": "DeclareBlockers", "combat_damage": "CombatDamage", "end_of_combat": "EndCombat",
    "postcombat_main": "PostCombatMain", "end": "End", "cleanup": "Cleanup",
}
PHASE_TO_STEP: dict[str, str] = {v: k for k, v in STEP_TO_PHASE.items()}

#: Counter kinds (CR 122): ours and phase's spellings.
COUNTER_TO_PHASE: dict[str, str] = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
COUNTER_FROM_PHASE: dict[str, str] = {v: k for k, v in COUNTER_TO_PHASE.items()}

#: Mana types (CR 106.1b): our one-letter symbols and phase's colour names.
MANA_TO_PHASE: dict[str, str] = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
MANA_FROM_PHASE: dict[str, str] = {v: k for k, v in MANA_TO_PHASE.items()}

ZONE_KEYS = ("library", "hand", "graveyard")
#: The setup fields this adapter sets (adapters.scenario); a field added later is unsupported until mapped.
SETUP_FIELDS = {
    "Setup": {"players", "active_player", "step", "turn"},
    "PlayerSetup": {"name", "life", "library", "hand", "graveyard", "exile", "battlefield", "mana_pool", "lands_played"},
    "CardSpec": {"name", "tapped", "summoning_sick", "counters", "token"},
}
FILLER = "Wastes"
KEEP = {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}}
PASS = {"type": "PassPriority"}
#: Bound on passes of priority one "resolve"/"advance" action may take, so a loop can't hang a run.
MAX_PASSES = 400


def counter_kind_from_phase(kind: str) -> str:
    """phase's counter name (``P1P1``) → ours (``+1/+1``); unknown kinds are lower-cased as they are."""
    return COUNTER_FROM_PHASE.get(kind, kind.lower())


def mana_pool_from_phase(pool: dict[str, Any]) -> dict[str, int]:
    """phase's ``{"mana": [{"color": "Green", ...}, ...]}`` → ``{"G": 1}`` (one entry per mana)."""
    return dict(Counter(MANA_FROM_PHASE.get(m.get("color"), str(m.get("color"))) for m in pool.get("mana", [])))


def _engine_version() -> str:
    try:
        return dist_version("phase-python")
    except PackageNotFoundError:
        return "not installed"


class PhaseEngine(Engine):
    """phase.rs, in-process, one fresh game per scenario."""

    name = "phase"
    version = _engine_version()
    #: Listed, not derived from CAPABILITIES: a capability added to the vocabulary later is missing here until
    #: someone maps it. Not here: put-onto-battlefield (phase has no action putting several cards onto the
    #: battlefield at once; its debug MoveToZone moves one), adventure, two-headed-giant, opening-hand.
    capabilities = frozenset({"library-setup", "mana-pool-setup", "counters", "scripted-decisions", "trigger-events",
                              "hidden-information"})
    action_kinds = frozenset({"play_land", "cast_spell", "activate_ability", "pass_priority", "resolve_stack",
                              "advance_to", "look_at_library_top"})
    #: Listed, not imported from CHECK_KINDS: a check kind added later is unsupported here until mapped.
    check_kinds = frozenset({"triggered", "counters", "life", "controls", "zone", "library_top", "stack", "tapped",
                             "power_toughness", "mana_pool"})

    def __init__(self) -> None:
        import phase  # here, not at import time: `rulings engines` must not need phase installed

        self._phase = phase
        self._engine: Any = None
        self.game: Any = None
        self.names: list[str] = []
        self.decisions: list[Decision] = []
        self.cards: set[str] = set()
        self.triggered: list[StackView] = []
        self._seen_triggers: set[int] = set()

    # --- contract --------------------------------------------------------------------------------

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        if len(setup.players) != 2:
            raise Unsupported(f"{len(setup.players)}-player games (this adapter sets up two-player games)")
        unknown = unsupported_setup_fields(setup, SETUP_FIELDS)
        if unknown:
            raise Unsupported(f"setting {', '.join(unknown)} (not mapped by this adapter)")
        if self._engine is None:
            self._engine = self._phase.Engine.from_json(faces.database_json())
        self.names = [p.name for p in setup.players]
        self.decisions = list(decisions)
        self.triggered, self._seen_triggers = [], set()
        self.game = None
        self.cards = {c.name for p in setup.players for z in (*ZONE_KEYS, "exile", "battlefield")
                      for c in getattr(p, z)}
        broken = sorted(set(self.cards) & set(faces.BUILD_ERRORS))
        if broken:
            raise RuntimeError("phase could not build a face from the Oracle text of "
                               + "; ".join(f"{n} ({faces.BUILD_ERRORS[n]})" for n in broken))
        decks = [[c.name for z in (*ZONE_KEYS, "exile", "battlefield") for c in getattr(p, z)] + [FILLER]
                 for p in setup.players]
        game = self._engine.new_game(decks[0], decks[1], seed=1, first_player=0)
        for seat in (0, 1):
            game.apply(seat, KEEP)
        for _ in range(2 * len(decks[0] + decks[1])):  # opening-hand offers (Chancellor's reveal): this setup isn't a game start
            waiting = game.waiting_for()
            if waiting.get("type") != "OptionalEffectChoice":
                break
            game.apply(waiting["data"]["player"], {"type": "DecideOptionalEffect", "data": {"accept": False}})
        st = game.state()
        self._edit(st["state"], setup)
        self.game = self._engine.load_game(st)
        self._verify(setup)
        self._collect_triggers()

    def perform(self, action: Action) -> Response:
        self.triggered = []
        kind = action.kind
        if kind == "play_land":
            return self._apply_player(action, {"type": "PlayLand", "data": self._card_ref(action)})
        if kind == "cast_spell":
            if action.x is not None:
                raise Unsupported("casting a spell with X (the adapter doesn't map phase's X choice yet)")
            ref = self._card_ref(action)
            return self._apply_player(action, {"type": "CastSpell", "data": {
                **ref, "targets": [], "payment_mode": {"type": "Auto"}}})
        if kind == "activate_ability":
            return self._activate(action)
        if kind == "pass_priority":
            return self._pass_priority(action)
        if kind == "resolve_stack":
            self._pass_until(lambda: not self.game.stack(), "the stack is empty")
            return Response(True)
        if kind == "advance_to":
            seat, step = self._seat(action), STEP_TO_PHASE[action.step or "precombat_main"]
            self._pass_until(lambda: self.game.state()["state"]["active_player"] == seat and self.game.phase == step
                             and not self.game.stack(), f"{action.player}'s {action.step} step")
            return Response(True)
        if kind == "look_at_library_top":
            seat = self._seat(action)
            if self.game.player(seat).get("can_look_at_top_of_library"):
                return Response(True)
            return Response(False, "phase says the player may not look at the top card of their library", "401.2")
        raise Unsupported(f"action kind {kind!r}")

    def observe(self) -> Snapshot:
        state = self.game.state()["state"]
        objects = state["objects"]

        def view(oid: int) -> ObjectView:
            return self._view(objects[str(oid)])

        players = []
        for seat, p in enumerate(state["players"]):
            players.append(PlayerView(self.names[seat], p["life"], mana_pool_from_phase(p["mana_pool"]),
                                      [view(i) for i in p["library"]], [view(i) for i in p["hand"]],
                                      [view(i) for i in p["graveyard"]], p.get("lands_played_this_turn", 0)))
        waiting = state.get("waiting_for") or {}
        priority = self.names[state["priority_player"]] if waiting.get("type") == "Priority" else None
        return Snapshot(
            players=players,
            battlefield=[view(i) for i in state["battlefield"]],
            exile=[view(i) for i in state["exile"]],
            stack=[self._stack_view(e) for e in reversed(self.game.stack())],
            triggered=list(self.triggered),
            turn=state["turn_number"], active_player=self.names[state["active_player"]],
            step=PHASE_TO_STEP.get(state["phase"], str(state["phase"])), priority=priority,
        )

    def failure_notes(self) -> list[str]:
        return [n for name in sorted(self.cards) for n in faces.parse_notes(name)]

    def close(self) -> None:
        self.game = None

    # --- setting up ------------------------------------------------------------------------------

    def _edit(self, s: dict[str, Any], setup: Setup) -> None:
        """Move each setup card (by name, per owner) to its zone with its status; remove the rest."""
        objects: dict[str, Any] = s["objects"]
        for key in ("battlefield", "exile", "stack"):
            s[key] = []
        free: dict[tuple[int, str], list[int]] = {}
        for seat, p in enumerate(s["players"]):
            for key in ZONE_KEYS:
                for oid in p[key]:
                    free.setdefault((seat, objects[str(oid)]["name"]), []).append(oid)
                p[key] = []
        for oid in [int(k) for k in objects if objects[k]["zone"] in ("Battlefield", "Exile", "Stack")]:
            free.setdefault((objects[str(oid)]["owner"], objects[str(oid)]["name"]), []).append(oid)

        def take(seat: int, spec: CardSpec) -> dict[str, Any]:
            if spec.token:
                raise Unsupported("tokens in a setup (phase makes tokens only through effects)")
            ids = free.get((seat, spec.name))
            if not ids:
                raise RuntimeError(f"phase's game has no {spec.name} for {self.names[seat]} to place "
                                   f"(phase drops card names its database can't resolve)")
            return objects[str(ids.pop(0))]

        for seat, ps in enumerate(setup.players):
            player = s["players"][seat]
            for key in ZONE_KEYS:
                for spec in getattr(ps, key):
                    obj = take(seat, spec)
                    obj["zone"] = key.capitalize()
                    player[key].append(obj["id"])  # library: index 0 is the top (CR 401.1)
            for spec in ps.exile:
                obj = take(seat, spec)
                obj["zone"] = "Exile"
                s["exile"].append(obj["id"])
            for spec in ps.battlefield:
                obj = take(seat, spec)
                obj.update(zone="Battlefield", tapped=spec.tapped, summoning_sick=spec.summoning_sick,
                           controller=seat, counters={COUNTER_TO_PHASE.get(k, k): n for k, n in spec.counters.items()},
                           entered_battlefield_turn=setup.turn if spec.summoning_sick else max(0, setup.turn - 1),
                           timestamp=s["next_timestamp"])
                s["next_timestamp"] += 1
                s["battlefield"].append(obj["id"])
            player["life"] = ps.life
            player["lands_played_this_turn"] = ps.lands_played
            pool = []
            for mana_type, n in parse_mana(ps.mana_pool).items():
                if mana_type not in MANA_TO_PHASE:
                    raise Unsupported(f"mana of type {mana_type!r} in a mana pool")
                for _ in range(n):
                    pool.append({"color": MANA_TO_PHASE[mana_type], "source_id": 0, "pip_id": s["next_pip_id"],
                                 "snow": False, "restrictions": []})
                    s["next_pip_id"] += 1
            player["mana_pool"] = {"mana": pool}
        for ids in free.values():  # the fillers, and copies no zone asked for
            for oid in ids:
                del objects[str(oid)]
        active = self.names.index(setup.active_player)
        s["lands_played_this_turn"] = setup.player(setup.active_player).lands_played
        s.update(phase=STEP_TO_PHASE[setup.step], turn_number=setup.turn, active_player=active, priority_player=active,
                 waiting_for={"type": "Priority", "data": {"player": active}}, priority_pass_count=0)

    def _verify(self, setup: Setup) -> None:
        """Check the reloaded game shows every zone as the setup says (load_game checks nothing)."""
        problems = setup_mismatches(setup, self.observe())
        if problems:
            raise RuntimeError("phase's game doesn't match the setup after load_game: " + "; ".join(problems))

    # --- acting ----------------------------------------------------------------------------------

    def _seat(self, action: Action) -> int:
        if action.player is None:
            raise ValueError(f"action {action.kind} needs a player")
        return self.names.index(action.player)

    def _card_ref(self, action: Action) -> dict[str, int]:
        seat, zone = self._seat(action), action.zone or "hand"
        state = self.game.state()["state"]
        if zone in ZONE_KEYS:
            ids = state["players"][seat][zone]
        elif zone in ("exile", "battlefield"):
            ids = [i for i in state[zone] if state["objects"][str(i)]["owner"] == seat]
        else:
            raise Unsupported(f"acting on a card in the {zone}")
        for oid in ids:
            obj = state["objects"][str(oid)]
            if obj["name"] == action.card:
                return {"object_id": oid, "card_id": obj["card_id"]}
        raise _NotFound(f"there is no {action.card} in {action.player}'s {zone}")

    def _apply_player(self, action: Action, game_action: dict[str, Any]) -> Response:
        try:
            return self._apply(self._seat(action), game_action)
        except _NotFound as e:
            return Response(False, str(e))

    def _apply(self, seat: int, game_action: dict[str, Any]) -> Response:
        """Apply one action for ``seat``; a ValueError from phase is a rejection with phase's reason."""
        try:
            self.game.apply(seat, game_action)
        except ValueError as e:
            return Response(False, f"phase: {e}", _rule_in(str(e)))
        self._collect_triggers()
        self._answer_prompts()
        return Response(True)

    def _activate(self, action: Action) -> Response:
        seat = self._seat(action)
        mine = [o for o in self.game.battlefield() if o["name"] == action.card and o["controller"] == seat]
        if not mine:
            return Response(False, f"{action.player} controls no {action.card}")
        abilities = mine[0].get("abilities") or []
        index = _ability_index(abilities, action.ability or "", action.card or "")
        untapped = [o for o in mine if not o.get("tapped")] or mine
        source = untapped[0]
        if abilities[index].get("is_mana_ability"):
            return self._activate_mana(seat, source, index, abilities[index])
        return self._apply(seat, {"type": "ActivateAbility", "data": {"source_id": source["id"], "ability_index": index}})

    def _activate_mana(self, seat: int, source: dict[str, Any], index: int, ability: dict[str, Any]) -> Response:
        """A mana ability (CR 605): phase lists none among its actions; it takes ``TapLandForMana`` for a land
        and ``ActivateManaSource`` otherwise, with a selection naming the source's incarnation and the mana
        type. Only "{T}: Add one mana of one color" abilities are mapped: for others (a sacrifice in the cost,
        a choice of color) phase refuses the selection this adapter builds, so they are unsupported rather
        than reported as phase's refusal."""
        produced = (ability.get("effect") or {}).get("produced") or {}
        cost = ability.get("cost") or {}
        if cost.get("type") != "Tap" or produced.get("type") != "Fixed" or len(produced.get("colors") or []) != 1:
            raise Unsupported(f"activating {source['name']}'s mana ability (cost {json.dumps(cost)[:80]}, "
                              f"produces {json.dumps(produced)[:100]})")
        selection = {"source": {"object_id": source["id"], "incarnation": source.get("incarnation", 0)},
                     "mana_type": produced["colors"][0], "restrictions": [], "ability_index": index, "penalty": "None",
                     "taps_for_mana": []}
        land = "Land" in ((source.get("card_types") or {}).get("core_types") or [])
        return self._apply(seat, {"type": "TapLandForMana" if land else "ActivateManaSource",
                                  "data": {"selection": selection}})

    def _pass_priority(self, action: Action) -> Response:
        if action.player is not None:
            seat = self._seat(action)
            if self.game.waiting_for().get("type") != "Priority" or self.game.priority_player() != seat:
                return Response(False, f"{action.player} doesn't have priority", "117.3")
            return self._apply(seat, PASS)
        for _ in range(len(self.names)):  # each player once, starting with the holder (117.3d)
            if self.game.waiting_for().get("type") != "Priority":
                break
            stack_before = len(self.game.stack())
            response = self._apply(self.game.priority_player(), PASS)
            if not response.accepted:
                return response
            if len(self.game.stack()) != stack_before or self.game.waiting_for().get("type") != "Priority":
                break  # the top of the stack resolved, or the step ended: all players have passed
        return Response(True)

    def _pass_until(self, done: Any, what: str) -> None:
        for _ in range(MAX_PASSES):
            waiting = self.game.waiting_for()
            if waiting.get("type") == "GameOver":
                return
            if waiting.get("type") == "Priority" and done():
                return
            response = self._apply(self.game.priority_player(), PASS)
            if not response.accepted:
                raise RuntimeError(f"phase refused a pass of priority: {response.reason}")
        raise RuntimeError(f"{what} not reached after {MAX_PASSES} passes of priority")

    # --- prompts and decisions -------------------------------------------------------------------

    def _answer_prompts(self) -> None:
        """Answer every prompt phase raises until a player has priority (or the game is over)."""
        for _ in range(100):
            waiting = self.game.waiting_for()
            kind, data = waiting.get("type"), waiting.get("data") or {}
            if kind in ("Priority", "GameOver"):
                return
            seat = data.get("player", 0)
            if kind == "OptionalEffectChoice":
                answer = self._decision(seat, "may", json.dumps(data)[:200])
                self.game.apply(seat, {"type": "DecideOptionalEffect", "data": {"accept": answer == "yes"}})
            elif kind == "OrderTriggers":
                self.game.apply(seat, {"type": "OrderTriggers", "data": {"order": self._order(seat, data["triggers"])}})
            else:
                raise Unsupported(f"answering phase's {kind} prompt ({json.dumps(data)[:160]})")
            self._collect_triggers()
        raise RuntimeError("phase kept asking for choices (100 prompts without priority)")

    def _decision(self, seat: int, kind: str, prompt: str) -> Any:
        for i, d in enumerate(self.decisions):
            if d.player == self.names[seat] and d.kind == kind:
                del self.decisions[i]
                return d.answer
        raise UnscriptedDecision(f"{self.names[seat]} must make a choice the scenario does not script: {kind}: {prompt}")

    def _order(self, seat: int, triggers: list[dict[str, Any]]) -> list[int]:
        """phase's order (index 0 goes on the stack first, CR 603.3b) from a scripted ``order`` decision
        (source names, first on the stack first), or the given order when the triggers are all alike."""
        if len({(t.get("source_id"), t.get("description")) for t in triggers}) <= 1:
            return list(range(len(triggers)))
        names = self._decision(seat, "order", ", ".join(t["source_name"] for t in triggers))
        remaining = list(range(len(triggers)))
        order = []
        for n in names:
            i = next((i for i in remaining if triggers[i]["source_name"] == n), None)
            if i is None:
                raise UnscriptedDecision(f"scripted trigger order {names} doesn't match phase's triggers "
                                         f"{[t['source_name'] for t in triggers]}")
            remaining.remove(i)
            order.append(i)
        return order + remaining

    # --- observing -------------------------------------------------------------------------------

    def _collect_triggers(self) -> None:
        """Record each triggered ability newly on the stack (CR 603.3), bottom first."""
        for entry in reversed(self.game.stack()):
            if entry["kind"]["type"] == "TriggeredAbility" and entry["id"] not in self._seen_triggers:
                self._seen_triggers.add(entry["id"])
                self.triggered.append(self._stack_view(entry))

    def _stack_view(self, entry: dict[str, Any]) -> StackView:
        kind = {"TriggeredAbility": "triggered", "ActivatedAbility": "activated"}.get(entry["kind"]["type"], "spell")
        data = entry["kind"].get("data") or {}
        source = data.get("source_name")
        if source is None:
            obj = self.game.object(data.get("source_id", data.get("object_id", entry.get("source_id"))))
            source = obj["name"] if obj else "?"
        return StackView(str(entry["id"]), kind, source, self.names[entry.get("controller", 0)])  # type: ignore[arg-type]

    def _view(self, o: dict[str, Any]) -> ObjectView:
        counters = {counter_kind_from_phase(k): n for k, n in (o.get("counters") or {}).items() if n}
        return ObjectView(str(o["id"]), o["name"], self.names[o["owner"]], self.names[o["controller"]],
                          bool(o.get("tapped")), counters, bool(o.get("is_token")), o.get("power"), o.get("toughness"),
                          bool(o.get("summoning_sick")))


def _ability_index(abilities: list[dict[str, Any]], text: str, card: str) -> int:
    """The index among phase's abilities of the one whose description begins with ``text`` (the scenario names
    abilities by their Oracle text, never by an engine's numbering). phase leaves a basic land's intrinsic
    mana ability undescribed: a card with one ability and no descriptions has that one."""
    found = [i for i, a in enumerate(abilities) if (a.get("description") or "").startswith(text)]
    if len(found) == 1:
        return found[0]
    if not found and len(abilities) == 1 and not abilities[0].get("description"):
        return 0
    described = "; ".join(repr(a.get("description")) for a in abilities)
    raise Unsupported(f"can't tell which of phase's abilities of {card} is \"{text}\" (phase describes them as: "
                      f"{described or 'none'})")


def _rule_in(reason: str) -> str:
    """A CR rule number quoted in phase's reason (``... (CR 302.6)``), or ''."""
    import re

    m = re.search(r"\b(\d{3}\.\d+[a-z]?)\b", reason)
    return m.group(1) if m else ""


class _NotFound(LookupError):
    """The named card is not where the action says (the engine rejects the action)."""
