"""Checks, evaluated by the harness on an engine's snapshot, the same way for every engine.

:func:`evaluate` returns ``None`` when the check holds, else an "expected ... observed ..." message. Every
field a check reads goes through :func:`mtg_rulings.model.scenario.reported`, so a field the engine did not report
raises :class:`mtg_rulings.model.scenario.NotReported` (the scenario is `unsupported`), never a verdict from a default.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from mtg_rulings.model.scenario import CHECK_DECLARATIONS, Check, ObjectView, Setup, Snapshot
from mtg_rulings.model.scenario import reported as r


def _counts(names: list[str]) -> dict[str, int]:
    return dict(sorted(Counter(names).items()))


def _fmt(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {name}" for name, n in counts.items()) or "none"


def _one(snapshot: Snapshot, name: str) -> ObjectView | str:
    found = [o for o in r(snapshot, "battlefield") if o.name == name]
    if len(found) != 1:
        return f"expected exactly one {name} on the battlefield to check, observed {len(found)}"
    return found[0]


def _triggered(s: Snapshot, a: dict[str, Any]) -> str | None:
    observed = _counts([r(t, "source") for t in r(s, "triggered")])
    expected = {k: v for k, v in sorted(a["sources"].items()) if v}
    if observed != expected:
        def each(counts: dict[str, int]) -> str:
            return ", ".join(f"{n} from {name}" for name, n in counts.items()) or "none"

        return (f"expected triggered abilities put on the stack: {each(expected)}; observed {each(observed)}")
    return None


def _counters(s: Snapshot, a: dict[str, Any]) -> str | None:
    obj = _one(s, a["card"])
    if isinstance(obj, str):
        return obj
    n = r(obj, "counters").get(a["kind"], 0)
    return None if n == a["count"] else f"expected {a['card']} to have {a['count']} {a['kind']} counter(s); observed {n}"


def _life(s: Snapshot, a: dict[str, Any]) -> str | None:
    life = r(s.player(a["player"]), "life")
    return None if life == a["life"] else f"expected {a['player']}'s life total to be {a['life']}; observed {life}"


def _controls(s: Snapshot, a: dict[str, Any]) -> str | None:
    mine = _counts([o.name for o in r(s, "battlefield") if r(o, "controller") == a["player"]])
    wrong = {name: mine.get(name, 0) for name, n in a["cards"].items() if mine.get(name, 0) != n}
    if wrong:
        return (f"expected {a['player']} to control {_fmt(dict(a['cards']))}; observed "
                + ", ".join(f"{n} {name}" for name, n in wrong.items()))
    return None


def _zone(s: Snapshot, a: dict[str, Any]) -> str | None:
    zone, who = a["zone"], a.get("player")
    objs = r(s, "exile") if zone == "exile" else r(s.player(str(who)), zone)
    if zone == "exile" and who is not None:
        objs = [o for o in objs if r(o, "owner") == who]
    where = f"{who}'s {zone}" if who else zone
    held = _counts([o.name for o in objs])
    wrong = {name: held.get(name, 0) for name, n in a["cards"].items() if held.get(name, 0) != n}
    if wrong:
        return (f"expected {where} to hold {_fmt(dict(a['cards']))}; observed "
                + ", ".join(f"{n} {name}" for name, n in wrong.items()) + f" (whole {zone}: {_fmt(held)})")
    return None


def _library_top(s: Snapshot, a: dict[str, Any]) -> str | None:
    lib = r(s.player(a["player"]), "library")
    top = lib[0].name if lib else "nothing (empty library)"
    return None if top == a["card"] else f"expected the top card of {a['player']}'s library to be {a['card']}; observed {top}"


def _stack(s: Snapshot, a: dict[str, Any]) -> str | None:
    observed = [f"{r(x, 'source')} ({x.kind})" for x in r(s, "stack")]
    expected = a["items"]
    if observed != expected:
        return f"expected the stack (bottom first) to be [{', '.join(expected)}]; observed [{', '.join(observed)}]"
    return None


def _tapped(s: Snapshot, a: dict[str, Any]) -> str | None:
    obj = _one(s, a["card"])
    if isinstance(obj, str):
        return obj
    want = "tapped" if a["tapped"] else "untapped"
    return None if r(obj, "tapped") == a["tapped"] else f"expected {a['card']} to be {want}; observed the opposite"


def _power_toughness(s: Snapshot, a: dict[str, Any]) -> str | None:
    if "each" in a:  # every permanent of that name, in any order
        found = [o for o in r(s, "battlefield") if o.name == a["card"]]
        observed = sorted((r(o, "power"), r(o, "toughness")) for o in found)
        expected = sorted((p, t) for p, t in a["each"])
        if observed != expected:
            return (f"expected the {a['card']} permanents to be {', '.join(f'{p}/{t}' for p, t in expected)}; observed "
                    + (", ".join(f"{p}/{t}" for p, t in observed) or "none"))
        return None
    obj = _one(s, a["card"])
    if isinstance(obj, str):
        return obj
    if (r(obj, "power"), r(obj, "toughness")) != (a["power"], a["toughness"]):
        return f"expected {a['card']} to be {a['power']}/{a['toughness']}; observed {obj.power}/{obj.toughness}"
    return None


def _mana_pool(s: Snapshot, a: dict[str, Any]) -> str | None:
    pool = {k: v for k, v in r(s.player(a["player"]), "mana_pool").items() if v}
    want = {k: v for k, v in a["mana"].items() if v}
    return None if pool == want else f"expected {a['player']}'s mana pool to be {want or 'empty'}; observed {pool or 'empty'}"


def _attached(s: Snapshot, a: dict[str, Any]) -> str | None:
    """``host`` None: the permanent is attached to nothing."""
    obj = _one(s, a["card"])
    host = _one(s, a["host"]) if a["host"] is not None else None
    if isinstance(obj, str):
        return obj
    if isinstance(host, str):
        return host
    if r(obj, "attached_to") != (host.id if host is not None else None):
        where = next((o.name for o in r(s, "battlefield") if o.id == obj.attached_to), "nothing")
        return f"expected {a['card']} to be attached to {a['host'] or 'nothing'}; observed attached to {where}"
    return None


def _mana_value(s: Snapshot, a: dict[str, Any]) -> str | None:
    if a["where"] == "stack":
        spells = [x for x in r(s, "stack") if x.kind == "spell" and r(x, "source") == a["card"]]
        if len(spells) != 1:
            return f"expected exactly one {a['card']} spell on the stack to check, observed {len(spells)}"
        value = r(spells[0], "mana_value")
    else:
        obj = _one(s, a["card"])
        if isinstance(obj, str):
            return obj
        value = r(obj, "mana_value")
    where = "on the stack" if a["where"] == "stack" else "on the battlefield"
    return None if value == a["value"] else f"expected {a['card']} {where} to have mana value {a['value']}; observed {value}"


def _turn(s: Snapshot, a: dict[str, Any]) -> str | None:
    if (r(s, "active_player"), r(s, "step")) != (a["player"], a["step"]):
        return (f"expected it to be {a['player']}'s {a['step'].replace('_', ' ')} step; observed {s.active_player}'s "
                f"{s.step.replace('_', ' ')} step")
    return None


def _characteristics(s: Snapshot, a: dict[str, Any]) -> str | None:
    """One object, found by name in a zone (and owner or controller), has the expected characteristics."""
    where, who, name = a["where"], a.get("player"), a["card"]
    found: list[Any]
    if where == "stack":
        found = [x for x in r(s, "stack") if x.kind == "spell" and r(x, "source") == name]
    elif where == "battlefield":
        found = [o for o in r(s, "battlefield") if o.name == name and (who is None or r(o, "controller") == who)]
    elif where == "exile":
        found = [o for o in r(s, "exile") if o.name == name and (who is None or r(o, "owner") == who)]
    else:
        found = [o for o in r(s.player(str(who)), where) if o.name == name]
    if len(found) != 1:
        return f"expected exactly one {name} ({where}) to check, observed {len(found)}"
    obj, problems = found[0], []
    for field_name, want in a["expect"].items():
        have = r(obj, field_name)
        if isinstance(want, list):
            have = sorted(have or [])
            want = sorted(want)
        if have != want:
            problems.append(f"{field_name} {want!r}, observed {have!r}")
    return f"expected {name} ({where}) to have " + "; ".join(problems) if problems else None


def _combat(s: Snapshot, a: dict[str, Any]) -> str | None:
    """A creature's part in combat: ``state`` is ``attacking``, ``not attacking``, ``blocked`` or ``unblocked`` (an
    attacking creature, CR 509.1h), ``blocking`` (the attacking creature named ``attacker``, CR 509.1g) or
    ``not blocking``."""
    obj = _one(s, a["card"])
    if isinstance(obj, str):
        return obj
    state, name = a["state"], a["card"]
    if state in ("attacking", "not attacking"):
        attacking = r(obj, "attacking")
        ok = attacking == (state == "attacking")
        observed = "attacking" if attacking else "not attacking"
    elif state in ("blocked", "unblocked"):
        attacking, blocked = r(obj, "attacking"), r(obj, "blocked")
        ok = attacking and blocked == (state == "blocked")
        observed = ("blocked" if blocked else "unblocked") if attacking else "not attacking"
    else:
        ids = r(obj, "blocking")
        names = sorted(o.name for o in r(s, "battlefield") if o.id in ids)
        ok = names == [a["attacker"]] if state == "blocking" else not ids
        observed = f"blocking {', '.join(names)}" if names else "not blocking"
        state = f"blocking {a['attacker']}" if state == "blocking" else state
    return None if ok else f"expected {name} to be {state}; observed {observed}"


def _damage(s: Snapshot, a: dict[str, Any]) -> str | None:
    obj = _one(s, a["card"])
    if isinstance(obj, str):
        return obj
    n = r(obj, "damage")
    return None if n == a["amount"] else f"expected {a['card']} to have {a['amount']} damage marked on it; observed {n}"


#: The evaluator of each declared check kind (mtg_rulings.model.scenario.CHECK_DECLARATIONS), by its name: ``_<kind>``.
EVALUATORS: dict[str, Callable[[Snapshot, dict[str, Any]], str | None]] = {
    kind: globals()[f"_{kind}"] for kind in CHECK_DECLARATIONS
}


def setup_mismatches(setup: Setup, snapshot: Snapshot, ordered: bool = True, life_and_turn: bool = True) -> list[str]:
    """Where an engine's game, just set up, differs from the scenario's setup: the battlefield by names,
    each player's library, hand and graveyard (in order, when ``ordered``), and life totals and whose
    step it is. Adapters whose engines load states without checking them use this before running."""
    problems = []
    want = Counter(c.name for p in setup.players for c in p.battlefield)
    got = Counter(o.name for o in snapshot.battlefield)
    if want != got:
        problems.append(f"battlefield {dict(got)} instead of {dict(want)}")
    for ps, pv in zip(setup.players, snapshot.players, strict=True):
        for key in ("library", "hand", "graveyard"):
            w: Any = [c.name for c in getattr(ps, key)]
            g: Any = [o.name for o in getattr(pv, key)]
            if not ordered:
                w, g = dict(Counter(w)), dict(Counter(g))
            if w != g:
                problems.append(f"{ps.name}'s {key} {g} instead of {w}")
        if life_and_turn and pv.life != ps.life:
            problems.append(f"{ps.name}'s life {pv.life} instead of {ps.life}")
    if life_and_turn and (snapshot.step != setup.step or snapshot.active_player != setup.active_player):
        problems.append(f"{snapshot.active_player}'s {snapshot.step} instead of {setup.active_player}'s {setup.step}")
    return problems


def evaluate(check: Check, snapshot: Snapshot) -> str | None:
    """None if ``check`` holds on ``snapshot``, else a message saying expected versus observed."""
    try:
        evaluator = EVALUATORS[check.kind]
    except KeyError:
        raise ValueError(f"unknown check kind {check.kind!r}") from None
    return evaluator(snapshot, check.args)
