"""What phase.rs shows of its objects, normalised into the project's snapshot views.

Every field phase reports is filled; a field phase doesn't report stays ``MISSING`` (mtg_rulings.model.scenario).
phase keeps no mana value on an object: it is computed here from the object's mana cost as phase reports it
(CR 202.3: each generic and coloured symbol, 2 for a {2/W}-style symbol), X counting as the value paid on
the stack (``cost_x_paid``) and 0 anywhere else (CR 107.3g, 202.3e); a transformed permanent's from the front
face phase keeps in its state (712.8e).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from mtg_rulings.model.scenario import MISSING, ObjectView, StackView

#: Counter kinds (CR 122): ours and phase's spellings.
COUNTER_TO_PHASE: dict[str, str] = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
COUNTER_FROM_PHASE: dict[str, str] = {v: k for k, v in COUNTER_TO_PHASE.items()}

#: Mana types (CR 106.1b): our one-letter symbols and phase's colour names.
MANA_TO_PHASE: dict[str, str] = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
MANA_FROM_PHASE: dict[str, str] = {v: k for k, v in MANA_TO_PHASE.items()}
#: Colours (CR 105.1): phase's names and our letters.
COLOR_FROM_PHASE: dict[str, str] = {k: v for k, v in MANA_FROM_PHASE.items() if v != "C"}


def counter_kind_from_phase(kind: str) -> str:
    """phase's counter name (``P1P1``) → ours (``+1/+1``); other kinds are lower-cased as they are (``Luck``)."""
    return COUNTER_FROM_PHASE.get(kind, kind.lower())


def mana_pool_from_phase(pool: dict[str, Any]) -> dict[str, int]:
    """phase's ``{"mana": [{"color": "Green", ...}, ...]}`` → ``{"G": 1}`` (one entry per mana)."""
    return dict(Counter(MANA_FROM_PHASE.get(m.get("color"), str(m.get("color"))) for m in pool.get("mana", [])))


def mana_value(cost: Any, x: int = 0) -> int | Any:
    """The mana value (CR 202.3) of a mana cost as phase reports it, with X = ``x``; MISSING for a shape unknown here."""
    if not isinstance(cost, dict):
        return MISSING
    if cost.get("type") == "NoCost":
        return 0
    if cost.get("type") != "Cost":
        return MISSING
    total = int(cost.get("generic") or 0)
    for shard in cost.get("shards") or []:
        if shard == "X":
            total += x
        elif isinstance(shard, str) and shard.startswith("Two"):
            total += 2  # {2/W}: 202.3f
        else:
            total += 1
    return total


def _colors(o: dict[str, Any]) -> list[str] | Any:
    if "color" not in o:
        return MISSING
    return sorted(COLOR_FROM_PHASE.get(c, str(c)) for c in o.get("color") or [])


def _types(o: dict[str, Any]) -> tuple[Any, Any]:
    types = o.get("card_types")
    if not isinstance(types, dict):
        return MISSING, MISSING
    return list(types.get("core_types") or []), [s if isinstance(s, str) else str(s) for s in types.get("subtypes") or []]


def adventure_of(o: dict[str, Any]) -> Any:
    """The name of the object's Adventure (CR 715.2a) as phase keeps it (its back face), None if it has none
    (phase's state leaves ``back_face`` out of an object that has none)."""
    back = o.get("back_face")
    if isinstance(back, dict) and back.get("layout_kind") == "Adventure":
        return str(back.get("name"))
    return None


def _front_cost(o: dict[str, Any]) -> Any:
    """The mana cost a permanent's mana value comes from: its own, or, for a transformed permanent (phase's
    ``transformed``), its front face's, which phase keeps as the object's ``back_face`` (CR 712.8e: a transformed
    permanent's mana value is its front face's). Read from phase's state, not from this suite's card data."""
    back = o.get("back_face")
    if o.get("transformed") and isinstance(back, dict) and "mana_cost" in back:
        return back["mana_cost"]
    return o.get("mana_cost")


def combat_fields(oid: int, combat: dict[str, Any] | None) -> dict[str, Any]:
    """A permanent's part in combat as phase's state keeps it (its ``combat``: ``attackers`` with their ``blocked``
    flag, CR 509.1h; ``blocker_to_attacker``, 509.1g), or no part when phase's state has no combat (506.4)."""
    combat = combat or {}
    attackers = {a.get("object_id"): a for a in combat.get("attackers") or []}
    blocking = (combat.get("blocker_to_attacker") or {}).get(str(oid)) or []
    return {"attacking": oid in attackers, "blocked": bool((attackers.get(oid) or {}).get("blocked")),
            "blocking": [str(i) for i in blocking]}


def object_view(o: dict[str, Any], names: list[str], combat: dict[str, Any] | None = None) -> ObjectView:
    """An object in any zone but the stack; a permanent with its part in combat (``combat``: phase's state's) and
    the damage marked on it (phase's ``damage_marked``, CR 120.3e)."""
    counters = {counter_kind_from_phase(k): n for k, n in (o.get("counters") or {}).items() if n}
    types, subtypes = _types(o)
    attached = o.get("attached_to")
    attached_to = str(attached["data"]) if isinstance(attached, dict) and attached.get("type") == "Object" else None
    on_battlefield = o.get("zone") == "Battlefield"
    extra: dict[str, Any] = combat_fields(o["id"], combat) if on_battlefield else {}
    if on_battlefield and "damage_marked" in o:
        extra["damage"] = int(o.get("damage_marked") or 0)
    return ObjectView(
        id=str(o["id"]), name=o["name"], owner=names[o["owner"]], controller=names[o["controller"]],
        tapped=bool(o.get("tapped")), counters=counters, token=bool(o.get("is_token")),
        power=o.get("power"), toughness=o.get("toughness"),  # phase's own: a Vehicle has them too (301.7c)
        summoning_sick=bool(o.get("summoning_sick")) if o.get("zone") == "Battlefield" else False,
        attached_to=attached_to, mana_value=mana_value(_front_cost(o)), types=types, subtypes=subtypes,
        colors=_colors(o), adventure=adventure_of(o), **extra,
    )


def departed_source(state: dict[str, Any], entry: dict[str, Any]) -> dict[str, Any] | None:
    """The last known information (CR 113.7a, 608.2h) phase keeps of an activated ability's source that has left
    the battlefield or ceased to exist (a sacrificed token, 704.5d): the ``source_lki`` of the activation of that
    object it records in its state (``abilities_activated_this_turn_by_player``, by the ability's controller), or
    None."""
    source = entry.get("source_id")
    activations = (state.get("abilities_activated_this_turn_by_player") or {}).get(str(entry.get("controller", 0)))
    found = [a.get("source_lki") for a in activations or [] if a.get("source") == source and a.get("source_lki")]
    return found[-1] if found else None


def stack_view(entry: dict[str, Any], obj: dict[str, Any] | None, names: list[str]) -> StackView:
    """A stack entry: a spell with its characteristics (phase's object for it), or an ability and its source."""
    kind_type = entry["kind"]["type"]
    controller = names[entry.get("controller", 0)]
    data = entry["kind"].get("data") or {}
    if kind_type == "KeywordAction":  # crew, saddle (phase's own actions): an activated ability (702.122a, 702.171a)
        return StackView(str(entry["id"]), "activated", (obj or {}).get("name") or "?", controller)
    if kind_type in ("TriggeredAbility", "ActivatedAbility"):
        # an ability exists apart from its source (113.7a): once a sacrificed token has ceased to exist (704.5d), its
        # name is phase's last known information of it (``departed_source``); with none, the source is not reported
        # (never a guessed name)
        source = data.get("source_name") or (obj or {}).get("name") or MISSING
        return StackView(str(entry["id"]), "triggered" if kind_type == "TriggeredAbility" else "activated", source,
                         controller)
    if obj is None:
        return StackView(str(entry["id"]), "spell", "?", controller)
    types, subtypes = _types(obj)
    return StackView(
        str(entry["id"]), "spell", obj["name"], controller,
        mana_value=mana_value(obj.get("mana_cost"), int(obj.get("cost_x_paid") or 0)), types=types, subtypes=subtypes,
        colors=_colors(obj), power=obj.get("power"), toughness=obj.get("toughness"),  # phase's own (301.7c)
        adventure=None if data.get("casting_variant") == "Adventure" else adventure_of(obj),
        copy=bool(obj.get("is_token")),  # phase makes a copy of a spell a token object on the stack (707.10)
    )
