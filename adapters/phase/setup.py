"""Reaching a scenario's setup on phase.rs by editing its game state (phase has no API to place cards).

A fresh game is started whose decks hold exactly the setup's cards (tokens included: the database has their
faces) plus one filler card each (phase refuses an empty library); then ``state()["state"]`` is edited —
zones, statuses, counters, attachments, chosen names, life, mana pools, land plays, turn, step, active and
priority player — the filler removed, and the game reloaded (``load_game``). ``load_game`` checks nothing,
so the engine adapter verifies the reloaded game against the setup.

The layout of the state is phase's own serialisation (``Game.state``): objects keyed by string id; zone lists
``battlefield``, ``exile``, ``stack`` and each player's ``library`` (index 0 is the top), ``hand`` and
``graveyard``; an object's ``zone``; on the battlefield ``tapped``, ``summoning_sick``,
``entered_battlefield_turn``, ``counters`` and ``timestamp`` (from ``next_timestamp``); ``attached_to``
(``{"type": "Object", "data": id}``) with the host's ``attachments``; a chosen card name (CR 614.12) as
``chosen_attributes: [{"type": "CardName", "value": name}]``, as phase records Meddling Mage's choice; a
token's ``is_token``.
"""

from __future__ import annotations

from typing import Any

from mtg_rulings.adapters.contract import Unsupported
from mtg_rulings.adapters.phase.views import COUNTER_TO_PHASE, MANA_TO_PHASE
from mtg_rulings.model.scenario import CardSpec, PlayerSetup, Setup
from mtg_rulings.reference_engine.mana import parse_mana

#: Our step ids (CR 500.1) and phase's phase names.
STEP_TO_PHASE: dict[str, str] = {
    "untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "precombat_main": "PreCombatMain",
    "beginning_of_combat": "BeginCombat", "declare_attackers": "DeclareAttackers",
    "declare_blockers": "DeclareBlockers", "combat_damage": "CombatDamage", "end_of_combat": "EndCombat",
    "postcombat_main": "PostCombatMain", "end": "End", "cleanup": "Cleanup",
}
PHASE_TO_STEP: dict[str, str] = {v: k for k, v in STEP_TO_PHASE.items()}

HIDDEN_ZONES = ("library", "hand", "graveyard")
ZONES = (*HIDDEN_ZONES, "exile", "battlefield")
FILLER = "Wastes"


def deck(p: PlayerSetup) -> list[str]:
    """Every card (and token) the player's setup places, by name, plus the filler card."""
    return [c.name for z in ZONES for c in getattr(p, z)] + [FILLER]


def mana_pool(s: dict[str, Any], mana: str) -> dict[str, Any]:
    """phase's mana pool holding ``mana`` (``{R}{C}``), numbering each mana from ``next_pip_id``."""
    pool = []
    for mana_type, n in parse_mana(mana).items():
        if mana_type not in MANA_TO_PHASE:
            raise Unsupported(f"mana of type {mana_type!r} in a mana pool")
        for _ in range(n):
            pool.append({"color": MANA_TO_PHASE[mana_type], "source_id": 0, "pip_id": s["next_pip_id"], "snow": False,
                         "restrictions": []})
            s["next_pip_id"] += 1
    return {"mana": pool}


def edit(s: dict[str, Any], setup: Setup, names: list[str]) -> None:
    """Move each setup card (by name, per owner) to its zone with its status; remove every other object."""
    objects: dict[str, Any] = s["objects"]
    for key in ("battlefield", "exile", "stack"):
        s[key] = []
    free: dict[tuple[int, str], list[int]] = {}
    for seat, p in enumerate(s["players"]):
        for key in HIDDEN_ZONES:
            for oid in p[key]:
                free.setdefault((seat, objects[str(oid)]["name"]), []).append(oid)
            p[key] = []
    for oid in [int(k) for k in objects if objects[k]["zone"] in ("Battlefield", "Exile", "Stack")]:
        free.setdefault((objects[str(oid)]["owner"], objects[str(oid)]["name"]), []).append(oid)

    def take(seat: int, spec: CardSpec) -> dict[str, Any]:
        ids = free.get((seat, spec.name))
        if not ids:
            raise RuntimeError(f"phase's game has no {spec.name} for {names[seat]} to place "
                               f"(phase drops card names its database can't resolve)")
        obj: dict[str, Any] = objects[str(ids.pop(0))]
        if spec.token:
            obj["is_token"] = True  # a token's face from the database; 111.1
        if spec.named:
            obj["chosen_attributes"] = [{"type": "CardName", "value": spec.named}]
        return obj

    for seat, ps in enumerate(setup.players):
        player = s["players"][seat]
        for key in HIDDEN_ZONES:
            for spec in getattr(ps, key):
                obj = take(seat, spec)
                obj["zone"] = key.capitalize()
                player[key].append(obj["id"])  # library: index 0 is the top (CR 401.1)
        for spec in ps.exile:
            obj = take(seat, spec)
            obj["zone"] = "Exile"
            s["exile"].append(obj["id"])
        placed: list[tuple[CardSpec, dict[str, Any]]] = []
        for spec in ps.battlefield:
            obj = take(seat, spec)
            obj.update(zone="Battlefield", tapped=spec.tapped, summoning_sick=spec.summoning_sick,
                       controller=seat, counters={COUNTER_TO_PHASE.get(k, k): n for k, n in spec.counters.items()},
                       entered_battlefield_turn=setup.turn if spec.summoning_sick else max(0, setup.turn - 1),
                       timestamp=s["next_timestamp"], attached_to=None, attachments=[])
            s["next_timestamp"] += 1
            s["battlefield"].append(obj["id"])
            placed.append((spec, obj))
        for spec, obj in placed:
            if spec.attached_to:
                host = next((o for sp, o in placed if sp.name == spec.attached_to and o is not obj), None)
                if host is None:
                    raise ValueError(f"{spec.name} is attached to {spec.attached_to}, which {ps.name} doesn't control")
                obj["attached_to"] = {"type": "Object", "data": host["id"]}
                host["attachments"].append(obj["id"])
        if not setup.teams or ps.life != 20:  # Two-Headed Giant: phase's own team life unless the setup sets one
            player["life"] = ps.life
        player["lands_played_this_turn"] = ps.lands_played
        player["mana_pool"] = mana_pool(s, ps.mana_pool)
    for ids in free.values():  # the fillers, and copies no zone asked for
        for oid in ids:
            del objects[str(oid)]
    active = names.index(setup.active_player)
    s["lands_played_this_turn"] = setup.player(setup.active_player).lands_played
    s.update(phase=STEP_TO_PHASE[setup.step], turn_number=setup.turn, active_player=active, priority_player=active,
             waiting_for={"type": "Priority", "data": {"player": active}}, priority_pass_count=0)


def deal_opening_hands(s: dict[str, Any], setup: Setup) -> None:
    """Before the first mulligan decision: each player's library in the setup's order (top first) with the top
    seven cards in hand, as the scenario's unshuffled library says (CR 103.4); phase shuffled its decks. The
    permanents the setup places before the game begins (the decks hold them too) go onto the battlefield."""
    objects: dict[str, Any] = s["objects"]
    for seat, ps in enumerate(setup.players):
        player = s["players"][seat]
        pool: dict[str, list[int]] = {}
        for oid in player["library"] + player["hand"]:
            pool.setdefault(objects[str(oid)]["name"], []).append(oid)
        for spec in ps.battlefield:  # permanents placed before the game begins (the decks hold them too)
            obj = objects[str(pool[spec.name].pop(0))]
            obj.update(zone="Battlefield", tapped=spec.tapped, summoning_sick=False, controller=seat,
                       counters={COUNTER_TO_PHASE.get(k, k): n for k, n in spec.counters.items()},
                       entered_battlefield_turn=0, timestamp=s["next_timestamp"], attached_to=None, attachments=[])
            s["next_timestamp"] += 1
            s["battlefield"].append(obj["id"])
        order = [pool[c.name].pop(0) for c in ps.library]
        if any(pool.values()):
            raise RuntimeError(f"phase's deck for {ps.name} holds cards the setup's library doesn't: {pool}")
        player["hand"], player["library"] = order[:7], order[7:]
        for oid in player["hand"]:
            objects[str(oid)]["zone"] = "Hand"
        for oid in player["library"]:
            objects[str(oid)]["zone"] = "Library"
