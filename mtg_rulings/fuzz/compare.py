"""Playing a case on one engine through its adapter, and comparing what two engines answered and showed.

After every action, each engine's snapshot is reduced to *facts*: the values the harness's check kinds
read (``adapters/checks.py``), keyed so that each fact is one check a scenario can state:

==================================  ==============================================  ==================
fact key                            value                                           check kind
==================================  ==============================================  ==================
``("life", player)``                the life total                                  ``life``
``("mana_pool", player)``           the mana in the pool, by type                   ``mana_pool``
``("zone", player, zone)``          cards by name in a hand, graveyard or library   ``zone``
``("exile",)``                      cards by name in exile                          ``zone``
``("controls", player)``            permanents by name the player controls          ``controls``
``("library_top", player)``         the name of the top card of the library         ``library_top``
``("stack",)``                      the stack, bottom first                         ``stack``
``("triggered",)``                  triggered abilities put on the stack, by source ``triggered``
``("counters", card)``              counters on the one permanent with that name    ``counters``
``("tapped", card)``                whether it is tapped                            ``tapped``
``("power_toughness", card)``       its power and toughness                         ``power_toughness``
==================================  ==============================================  ==================

A fact is kept only for check kinds both engines support, and only when the engine reported the fields it
reads: a field left :data:`mtg_rulings.model.scenario.MISSING` on either side is never a difference. The first
action after which the engines' answers (accepted or rejected) or common facts differ is the divergence;
what follows it is a consequence. Only differences a scenario can state are counted: names the card data
knows, the expected side's value expressible in the step vocabulary.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mtg_rulings.adapters.contract import ChoiceMismatch, Engine, UnscriptedDecision, Unsupported
from mtg_rulings.adapters.harness import ScenarioTimeout, time_limit
from mtg_rulings.model.scenario import Action, NotReported, Response, Scenario, Snapshot
from mtg_rulings.model.scenario import reported as r
from mtg_rulings.reference_engine.cards import ADVENTURES, CARDS, TOKENS

Key = tuple[str, ...]
NAMEABLE = frozenset(CARDS) | frozenset(TOKENS)
MANA_ORDER = "WUBRGC"
_CR_RULE = re.compile(r"\d{3}(?:\.\d+[a-z]?)?")
#: The fact kinds whose values are counts by card name, compared name by name.
COUNTED = ("zone", "exile", "controls")
#: The check kind that states each fact kind.
CHECK_KIND: dict[str, str] = {"life": "life", "mana_pool": "mana_pool", "zone": "zone", "exile": "zone",
                              "controls": "controls", "library_top": "library_top", "stack": "stack",
                              "triggered": "triggered", "counters": "counters", "tapped": "tapped",
                              "power_toughness": "power_toughness"}


@dataclass
class StepRecord:
    """One engine's answer to one action, and the facts it showed afterwards."""

    accepted: bool
    reason: str = ""
    rule: str = ""
    facts: dict[Key, Any] = field(default_factory=dict)
    rules: list[str] = field(default_factory=list)  # CR rules the engine says it applied (Engine.explain)

    def answer(self) -> str:
        if self.accepted:
            return "accepted"
        return "rejected" + (f" by rule {self.rule}" if self.rule else "") + (f": {self.reason}" if self.reason else "")


@dataclass
class Trace:
    """A case played on one engine. ``status``: ``ok`` (every action played), else why it stopped
    (``unsupported``, ``errored``, ``timeout``, ``unscripted``: the engine asked for a choice the reference
    engine didn't, ``choice``: it offered a choice contradicting the script); ``steps`` holds the actions
    played before that."""

    engine: str
    status: str
    message: str = ""
    steps: list[StepRecord] = field(default_factory=list)


def _rule_of(line: str) -> str | None:
    head = line[:8].strip()
    return head if _CR_RULE.fullmatch(head) else None


def unsupported(engine: Engine, scenario: Scenario) -> str | None:
    """Why ``engine`` can't play ``scenario`` (the capabilities and action kinds it lacks), or None."""
    actions = [s for s in scenario.steps if isinstance(s, Action)]
    missing = [c for c in scenario.required_capabilities() if c not in engine.capabilities]
    if engine.action_kinds is not None:
        missing += sorted({f"action kind {a.kind}" for a in actions if a.kind not in engine.action_kinds})
    return f"lacks {', '.join(missing)}" if missing else None


def observed_kinds(engine: Engine) -> frozenset[str]:
    """The check kinds whose facts are kept of ``engine``'s snapshots."""
    return frozenset(CHECK_KIND.values()) if engine.check_kinds is None else frozenset(engine.check_kinds)


def observe_step(engine: Engine, response: Response, kinds: frozenset[str], seen: int) -> tuple[StepRecord, int]:
    """What ``engine`` shows after an action it answered ``response``: the step's record (facts of ``kinds``, the
    rules of the explanation's lines after the first ``seen``), and how many lines the explanation has now."""
    snapshot = engine.observe()
    lines = engine.explain()
    rules = [rule for line in lines[seen:] if (rule := _rule_of(line))]
    return StepRecord(response.accepted, response.reason, response.rule, facts(snapshot, kinds), rules), len(lines)


def play(engine: Engine, scenario: Scenario, timeout_s: float | None = 10.0) -> Trace:
    """Play ``scenario``'s actions on ``engine`` (its expectations are ignored), observing after each one."""
    actions = [s for s in scenario.steps if isinstance(s, Action)]
    lacking = unsupported(engine, scenario)
    if lacking:
        return Trace(engine.name, "unsupported", lacking)
    kinds = observed_kinds(engine)
    steps: list[StepRecord] = []
    try:
        with time_limit(timeout_s):
            engine.start(scenario.setup, scenario.decisions)
            seen = len(engine.explain())
            for action in actions:
                step, seen = observe_step(engine, engine.perform(action), kinds, seen)
                steps.append(step)
    except ScenarioTimeout as e:
        return Trace(engine.name, "timeout", str(e), steps)
    except UnscriptedDecision as e:
        return Trace(engine.name, "unscripted", str(e), steps)
    except ChoiceMismatch as e:
        return Trace(engine.name, "choice", str(e), steps)
    except Unsupported as e:
        return Trace(engine.name, "unsupported", str(e), steps)
    except BaseException as e:  # an engine crash, a Rust panic: this case can't be compared past here
        if isinstance(e, KeyboardInterrupt | SystemExit):
            raise
        return Trace(engine.name, "errored", f"{type(e).__name__}: {e}", steps)
    return Trace(engine.name, "ok", "", steps)


def facts(s: Snapshot, kinds: frozenset[str]) -> dict[Key, Any]:
    """The facts of snapshot ``s`` for the check kinds ``kinds``; a fact whose fields are MISSING is absent."""
    out: dict[Key, Any] = {}

    def put(kind: str, key: Key, read: Callable[[], Any]) -> None:
        if CHECK_KIND[kind] in kinds:
            with contextlib.suppress(NotReported):
                out[key] = read()

    for p in s.players:
        put("life", ("life", p.name), lambda p=p: r(p, "life"))  # type: ignore[misc]
        put("mana_pool", ("mana_pool", p.name), lambda p=p: tuple(sorted(  # type: ignore[misc]
            ((k, v) for k, v in r(p, "mana_pool").items() if v), key=lambda kv: MANA_ORDER.find(kv[0]))))
        for zone in ("hand", "graveyard", "library"):
            put("zone", ("zone", p.name, zone), lambda p=p, zone=zone: Counter(o.name for o in r(p, zone)))  # type: ignore[misc]
        put("library_top", ("library_top", p.name),
            lambda p=p: (lambda lib: lib[0].name if lib else None)(r(p, "library")))  # type: ignore[misc]
        put("controls", ("controls", p.name), lambda p=p: Counter(  # type: ignore[misc]
            o.name for o in r(s, "battlefield") if r(o, "controller") == p.name))
    put("exile", ("exile",), lambda: Counter(o.name for o in r(s, "exile")))
    put("stack", ("stack",), lambda: tuple(f"{r(x, 'source')} ({x.kind})" for x in r(s, "stack")))
    put("triggered", ("triggered",), lambda: Counter(r(t, "source") for t in r(s, "triggered")))
    try:
        battlefield = r(s, "battlefield")
    except NotReported:
        return out
    names = Counter(o.name for o in battlefield)
    for o in battlefield:
        if names[o.name] != 1:  # a check names one permanent by its name
            continue
        put("counters", ("counters", o.name), lambda o=o: {k: v for k, v in r(o, "counters").items() if v})  # type: ignore[misc]
        put("tapped", ("tapped", o.name), lambda o=o: r(o, "tapped"))  # type: ignore[misc]
        put("power_toughness", ("power_toughness", o.name), lambda o=o: (r(o, "power"), r(o, "toughness")))  # type: ignore[misc]
    return out


# --- differences ---------------------------------------------------------------------------------------


@dataclass
class Difference:
    """One way two engines disagree after an action: ``key`` (a fact key, with the card name or counter kind
    for counted facts, or ``("answer",)``), the expected side's value and the observed side's."""

    key: Key
    expected: Any
    observed: Any
    note: tuple[str, ...] = ()  # what tells this difference's kind apart in its signature

    @property
    def kind(self) -> str:
        return self.key[0]


@dataclass
class Divergence:
    """The first action (index ``step``) after which the engines disagree, and every way they do."""

    step: int
    differences: list[Difference]

    def signatures(self, action: Action) -> list[tuple[str, ...]]:
        return sorted({signature(d, action) for d in self.differences})


def signature(d: Difference, action: Action) -> tuple[str, ...]:
    """What makes two divergences "the same" for reporting: the kind of observation that differs, the kind of
    action (and its zone) after which it does, the expected answer's rule for a refusal, and the sources for
    triggered abilities. Card names are left out otherwise, so one fault found through many cards is reported
    once; shrinking keeps a case's signature."""
    what = {"zone": f"zone:{d.key[2]}" if len(d.key) > 2 else "zone", "exile": "zone:exile"}.get(d.kind, d.kind)
    return (what, action.kind, action.zone or "", "adventure" if action.as_adventure else "", *d.note)


def divergence_id(engine: str, against: str, sig: tuple[str, ...]) -> str:
    """The stable id of a divergence (the scenario's ``@id``): ``fuzz-<engine>-<10 hex digits>``."""
    digest = hashlib.sha256(json.dumps([against, list(sig)]).encode()).hexdigest()[:10]
    return f"fuzz-{re.sub(r'[^a-z0-9]+', '-', engine.lower()).strip('-') or 'engine'}-{digest}"


def _nameable_stack_item(item: str) -> bool:
    m = re.fullmatch(r"(.+) \((spell|triggered|activated)\)", item)
    if not m:
        return False
    return m[1] in CARDS or m[1] in ADVENTURES if m[2] == "spell" else m[1] in NAMEABLE


def _expressible(key: Key, value: Any) -> bool:
    """Whether the step vocabulary can state ``value`` as the expected value of fact ``key``."""
    kind = key[0]
    if kind == "triggered":
        return all(name in NAMEABLE for name in value)
    if kind == "stack":
        return all(_nameable_stack_item(x) for x in value)
    if kind == "library_top":
        return value in NAMEABLE
    if kind == "power_toughness":
        return all(isinstance(v, int) and v >= 0 for v in value)
    if kind == "life":
        return isinstance(value, int) and value >= 0
    return True


def compare_facts(expected: dict[Key, Any], observed: dict[Key, Any]) -> list[Difference]:
    """Every stateable difference between two engines' facts of the same moment, in a fixed order."""
    out: list[Difference] = []
    for key in sorted(expected.keys() & observed.keys()):
        a, b = expected[key], observed[key]
        if key[0] in COUNTED:
            for name in sorted(set(a) | set(b)):
                if name in NAMEABLE and a.get(name, 0) != b.get(name, 0):
                    out.append(Difference((*key, name), a.get(name, 0), b.get(name, 0)))
        elif key[0] == "counters":
            for kind in sorted(set(a) | set(b)):
                if re.fullmatch(r"\S+", kind) and a.get(kind, 0) != b.get(kind, 0):
                    out.append(Difference((*key, kind), a.get(kind, 0), b.get(kind, 0)))
        elif key[0] == "triggered":
            if a != b and _expressible(key, a):
                sources = tuple(sorted(n for n in set(a) | set(b) if a.get(n, 0) != b.get(n, 0)))
                out.append(Difference(key, a, b, sources))
        elif a != b and _expressible(key, a):
            out.append(Difference(key, a, b))
    return out


def diverge(expected: Trace, observed: Trace) -> Divergence | None:
    """The first action after which ``observed`` answers or shows otherwise than ``expected``, among the actions
    both engines played; None if they agree on all of them."""
    for i, (a, b) in enumerate(zip(expected.steps, observed.steps, strict=False)):
        if a.accepted != b.accepted:
            note = ("accepted",) if a.accepted else (f"rejected {a.rule}".strip(),)
            return Divergence(i, [Difference(("answer",), a.answer(), b.answer(), note)])
        found = compare_facts(a.facts, b.facts)
        if found:
            return Divergence(i, found)
    return None
