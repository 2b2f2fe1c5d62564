"""Scenarios as JUnit test classes for XMage's ``Mage.Tests`` (``CardTestPlayerBase``, strict choose mode).

One class per feature file (``features/cards/traveling_chocobo.feature`` →
``org.mage.test.rulings.TravelingChocoboRulingsTest``), one ``@Test`` method per scenario, named after its
id (``chocobo-counted-law[1-2]`` → ``chocobo_counted_law_1_2``). Beside the classes,
``rulings-xmage.json`` (the manifest) maps every method back to its scenario, and lists every scenario
that was not exported with the reason; ``rulings import --format surefire`` reads it.

How a scenario becomes a test (XMage's test API; see docs in adapters/xmage/README.md):

- two players: the setup's first player is ``playerA`` (active on turn 1), the second ``playerB`` (turn 2);
  cards by ``addCard`` (a library is cleared and filled bottom card first, since the last card added goes
  on top), life by ``setLife``;
- actions are scheduled at a turn and ``PhaseStep``: ``playLand``, ``castSpell`` (X by ``setChoice("X=n")``),
  ``activateAbility`` / ``activateManaAbility`` (the ability named by the start of its text, from the
  project's card data: see :func:`ability_reference`), ``waitStackResolved``; an action the ruling says must
  be rejected becomes ``checkPlayableAbility(..., false)``;
- checks become XMage's runtime checks at the same turn and step, named by their feature line (a token is
  named the XMage way, "Food Token") (``checkLife``, ``checkPermanentCount``,
  ``checkPermanentCounters``, ``checkPT``, ``checkPermanentTapped``, ``checkHandCardCount``,
  ``checkGraveyardCount``, ``checkExileCount``, ``checkLibraryCount``, ``checkManaPool``, ``checkStackSize``);
- XMage's test API has no log of triggered abilities, so "the triggered abilities put on the stack are N"
  is checked as the stack's size: the exporter tracks how many objects the stack holds before the action
  and exports the check only where it knows that number;
- scripted decisions become ``setChoice`` in order (``may`` → true/false, ``color`` → the colour's name);
  ``setStrictChooseMode(true)`` fails the test on any choice the script doesn't answer.

Anything else raises :class:`NotExpressible` with the reason, and the scenario is listed, not exported.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from adapters.contract import unhandled_fields
from adapters.corpus import Corpus, ExportReport, unhandled_setup_fields
from adapters.scenario import STEP_IDS, Action, CardSpec, Check, Scenario

PACKAGE = "org.mage.test.rulings"
MANIFEST = "rulings-xmage.json"
MANIFEST_FORMAT = "rulings-xmage-manifest/1"
PHASE_STEPS: dict[str, str] = {
    "untap": "UNTAP", "upkeep": "UPKEEP", "draw": "DRAW", "precombat_main": "PRECOMBAT_MAIN",
    "beginning_of_combat": "BEGIN_COMBAT", "declare_attackers": "DECLARE_ATTACKERS",
    "declare_blockers": "DECLARE_BLOCKERS", "combat_damage": "COMBAT_DAMAGE", "end_of_combat": "END_COMBAT",
    "postcombat_main": "POSTCOMBAT_MAIN", "end": "END_TURN", "cleanup": "CLEANUP",
}
COUNTER_TYPES: dict[str, str] = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
#: Action fields the exporter handles (``reject_rule`` is informative: XMage's checks can't see a rule).
ACTION_FIELDS = {"kind", "player", "card", "zone", "cards", "ability", "x", "step", "expect", "line", "reject_rule",
                 "expect_line"}
COLORS = {"white": "White", "blue": "Blue", "black": "Black", "red": "Red", "green": "Green"}
MANA_COLORS = "WUBRGC"


class NotExpressible(ValueError):
    """The scenario can't be written with XMage's test API; the message says why."""


def java_string(text: str) -> str:
    """A Java string literal for ``text``."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 32 or ord(ch) > 126:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def method_name(scenario_id: str) -> str:
    """A Java method name for a scenario id: ``chocobo-counted-law[1-2]`` → ``chocobo_counted_law_1_2``."""
    name = re.sub(r"_+", "_", re.sub(r"[^A-Za-z0-9]", "_", scenario_id)).strip("_")
    return name if name and not name[0].isdigit() else f"test_{name}"


def class_name(feature: str) -> str:
    """The test class for a feature file: ``features/cards/traveling_chocobo.feature`` → ``TravelingChocoboRulingsTest``."""
    stem = Path(feature).stem
    name = "".join(part.capitalize() for part in re.split(r"[^A-Za-z0-9]+", stem) if part) + "RulingsTest"
    return name if not name[0].isdigit() else "Cr" + name  # features/rules/<CR section>.feature


def permanent_name(name: str) -> str:
    """The name XMage gives a permanent: a token's name ends in " Token" there ("Food Token"). A name that is
    no card of the project's card data (reference_engine/cards, which the suite checks every card name
    against) is a token's."""
    from reference_engine.cards import CARDS

    return name if name in CARDS else f"{name} Token"


_SYMBOLS = re.compile(r"(?:\{[^}]+\}(?:, )?)+")


def ability_reference(card_name: str, text: str) -> tuple[str, bool]:
    """How XMage's test API names the activated ability of a card whose text begins with ``text`` (the
    scenario's ``Action.ability``), and whether it is a
    mana ability: the start of its text (XMage finds an ability by the start of its rule text), taken from
    the project's card data (reference_engine/cards): its leading cost symbols (``{2}, {T}``) if no other
    activated ability of the card starts the same, else its text up to the colon. Raises
    :class:`NotExpressible`."""
    from reference_engine.abilities import ActivatedAbility
    from reference_engine.cards import CARDS

    card = CARDS.get(card_name)
    if card is None:
        raise NotExpressible(f"{card_name} has no card data to name its abilities by")
    abilities = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    found = [a for a in abilities if a.text.startswith(text)]
    if len(found) != 1:
        raise NotExpressible(f"{card_name} has no one activated ability beginning {text!r}")
    ability = found[0]
    zone = getattr(ability, "zone", "battlefield")  # where the data model says it is activated from, if it says
    if zone != "battlefield":
        raise NotExpressible(f"{card_name}'s ability {text!r} is activated from the {zone}")
    symbols = _SYMBOLS.match(ability.text)
    candidates = [symbols.group(0).rstrip(", ")] if symbols else []
    if ":" in ability.text:
        candidates.append(ability.text.split(":", 1)[0] + ":")
    for prefix in candidates:
        if sum(a.text.startswith(prefix) for a in abilities) == 1:
            return prefix, bool(getattr(ability, "mana_ability", False))
    raise NotExpressible(f"{card_name}'s ability {text!r} can't be told from its others by the start of its text")


def _comment(text: str) -> str:
    return text.replace("*/", "* /").replace("\n", " ")


@dataclass
class _Cursor:
    """Where the next scheduled command goes, and what the exporter knows of the stack."""

    turn: int
    step: str
    active: str
    stack: int | None = 0  # objects on the stack now, if known
    base: int | None = 0  # objects on the stack after the last action, before its triggered abilities

    def acted(self, base: int | None) -> None:
        """After an action: ``base`` objects, plus any triggered abilities it caused (unknown count)."""
        self.base, self.stack = base, None


@dataclass
class _Method:
    lines: list[str] = field(default_factory=list)


class _Writer:
    """Turns one scenario into the body of one test method."""

    def __init__(self, s: Scenario) -> None:
        self.s = s
        setup = s.setup
        if len(setup.players) != 2:
            raise NotExpressible(f"{len(setup.players)} players: CardTestPlayerBase has two (playerA, playerB)")
        self.var = {setup.players[0].name: "playerA", setup.players[1].name: "playerB"}
        self.order = [p.name for p in setup.players]
        turn = 1 if setup.active_player == self.order[0] else 2
        self.cur = _Cursor(turn, setup.step, setup.active_player)
        self.lines: list[str] = []

    # --- helpers -----------------------------------------------------------------------------------

    def _at(self) -> str:
        return f"{self.cur.turn}, PhaseStep.{PHASE_STEPS[self.cur.step]}"

    def _p(self, name: str | None) -> str:
        if name is None:
            raise NotExpressible("an action without a player")
        return self.var[name]

    @staticmethod
    def _check_name(step: Check | Action) -> str:
        """XMage's name for a runtime check: the feature line, so a failure points at the ruling's step."""
        return java_string(step.line)

    # --- setup -------------------------------------------------------------------------------------

    def setup(self) -> None:
        setup = self.s.setup
        unhandled = unhandled_setup_fields(setup)
        if unhandled:
            raise NotExpressible(f"the exporter doesn't write {', '.join(unhandled)}")
        if setup.step not in PHASE_STEPS:
            raise NotExpressible(f"step {setup.step!r}")
        for p in setup.players:
            v = self.var[p.name]
            if p.mana_pool:
                raise NotExpressible(f"{p.name} starts with {p.mana_pool} in the mana pool: "
                                     "XMage's test API can't fill a mana pool")
            if p.lands_played:
                raise NotExpressible(f"{p.name} has played {p.lands_played} land(s) this turn: XMage's test API can't set that")
            if p.exile:
                raise NotExpressible("cards in exile: addCard doesn't support Zone.EXILED")
            if p.life != 20:
                self.lines.append(f"setLife({v}, {p.life});")
            for zone, java_zone in (("battlefield", "BATTLEFIELD"), ("hand", "HAND"), ("graveyard", "GRAVEYARD")):
                for spec, count in _runs(getattr(p, zone)):
                    self._status_ok(spec, zone)
                    tapped = ", true" if spec.tapped else ""
                    n = f", {count}" if count != 1 or tapped else ""
                    self.lines.append(f"addCard(Zone.{java_zone}, {v}, {java_string(spec.name)}{n}{tapped});")
            if p.library:
                if self.cur.turn == 2 and p.name == self.order[1] and STEP_IDS.index(setup.step) > STEP_IDS.index("draw"):
                    raise NotExpressible(f"{p.name}'s library is set, but XMage's turn 2 draw step would draw its top card first")
                self.lines.append(f"removeAllCardsFromLibrary({v});")
                self.lines.append("// the last card added goes on top: bottom card first")
                for spec in reversed(p.library):
                    self._status_ok(spec, "library")
                    self.lines.append(f"addCard(Zone.LIBRARY, {v}, {java_string(spec.name)});")
        self.lines.append("")

    @staticmethod
    def _status_ok(spec: CardSpec, zone: str) -> None:
        if spec.token:
            raise NotExpressible(f"token {spec.name} in the setup: addCard adds cards only")
        if spec.counters:
            raise NotExpressible(f"{spec.name} starts with counters: XMage's test API adds counters only by effects")
        if spec.summoning_sick:
            raise NotExpressible(f"{spec.name} starts summoning sick: addCard's permanents never are")
        if spec.tapped and zone != "battlefield":
            raise NotExpressible(f"a tapped {spec.name} outside the battlefield")

    def decisions(self) -> None:
        for d in self.s.decisions:
            v = self.var[d.player]
            if d.kind == "may" and str(d.answer).lower() in ("yes", "no", "true", "false"):
                self.lines.append(f"setChoice({v}, {'true' if str(d.answer).lower() in ('yes', 'true') else 'false'});"
                                  f" // {d.line}")
            elif d.kind == "color" and str(d.answer).lower() in COLORS:
                self.lines.append(f"setChoice({v}, {java_string(COLORS[str(d.answer).lower()])}); // {d.line}")
            else:
                raise NotExpressible(f"a scripted {d.kind!r} decision ({d.answer!r}) has no setChoice form known here")

    # --- steps -------------------------------------------------------------------------------------

    def action(self, a: Action) -> None:
        c = self.cur
        unhandled = unhandled_fields(a, ACTION_FIELDS)
        if unhandled:
            raise NotExpressible(f"{a.line}: the exporter doesn't write {', '.join(unhandled)}")
        must = " (the ruling says: rejected)" if a.expect == "rejected" else ""
        self.lines.append(f"// {a.line}: {_comment(a.describe())}{must}")
        if a.kind in ("play_land", "cast_spell"):
            v, card = self._p(a.player), a.card or ""
            self._unambiguous(a)
            verb = "Play" if a.kind == "play_land" else "Cast"
            if a.expect == "rejected":
                self.lines.append(f"checkPlayableAbility({self._check_name(a)}, {self._at()}, {v}, "
                                  f"{java_string(f'{verb} {card}')}, false);")
                return
            if a.kind == "play_land":
                self.lines.append(f"playLand({self._at()}, {v}, {java_string(card)});")
                c.acted(c.stack)
            else:
                if a.x is not None:
                    self.lines.append(f"setChoice({v}, {java_string(f'X={a.x}')});")
                self.lines.append(f"castSpell({self._at()}, {v}, {java_string(card)});")
                c.acted(None if c.stack is None else c.stack + 1)
            return
        if a.expect == "rejected" and a.kind != "activate_ability":
            raise NotExpressible(f"{a.line}: a {a.kind} that must be rejected has no XMage check")
        if a.kind == "pass_priority" and a.player is None:
            if not c.stack:
                raise NotExpressible(f"{a.line}: all players passing with {'an empty' if c.stack == 0 else 'an unknown'} "
                                     "stack ends the step, which XMage's scheduled commands can't say")
            self.lines.append(f"waitStackResolved({self._at()}, {self.var[c.active]}, true);")
            c.acted(c.stack - 1)
        elif a.kind == "pass_priority":
            if c.stack != 0:
                raise NotExpressible(f"{a.line}: one player passing priority with a stack that isn't known to be empty")
            self.lines.append("// (XMage runs the next command when that player next has priority)")
        elif a.kind == "resolve_stack":
            self.lines.append(f"waitStackResolved({self._at()}, {self.var[c.active]}, false);")
            c.base, c.stack = None, 0
        elif a.kind == "advance_to":
            self._advance(a)
        elif a.kind == "activate_ability":
            self._activate(a)
        else:
            raise NotExpressible(f"{a.line}: action {a.kind!r} has no form in XMage's test API known to this exporter")

    def _activate(self, a: Action) -> None:
        c, v = self.cur, self._p(a.player)
        prefix, mana = ability_reference(a.card or "", a.ability or "")
        if a.expect == "rejected":
            if mana:
                raise NotExpressible(f"{a.line}: XMage's playable-ability check doesn't list mana abilities")
            self.lines.append(f"checkPlayableAbility({self._check_name(a)}, {self._at()}, {v}, {java_string(prefix)}, false);")
            return
        if mana:  # a mana ability doesn't use the stack (605.3b)
            self.lines.append(f"activateManaAbility({self._at()}, {v}, {java_string(prefix)});")
            c.acted(c.stack)
        else:
            self.lines.append(f"activateAbility({self._at()}, {v}, {java_string(prefix)});")
            c.acted(None if c.stack is None else c.stack + 1)

    def _unambiguous(self, a: Action) -> None:
        zone = a.zone or "hand"
        if zone not in ("hand", "library"):
            raise NotExpressible(f"{a.line}: playing or casting from {zone}")
        p = self.s.setup.player(a.player or "")
        other = "library" if zone == "hand" else "hand"
        if any(c.name == a.card for c in getattr(p, other)):
            raise NotExpressible(f"{a.line}: {a.card} is in both {p.name}'s hand and library; XMage picks by name only")

    def _advance(self, a: Action) -> None:
        c = self.cur
        if a.player is None or a.step not in PHASE_STEPS:
            raise NotExpressible(f"{a.line}: advance_to needs a player and a step")
        later = a.player == c.active and STEP_IDS.index(a.step) > STEP_IDS.index(c.step)
        if not later:
            c.turn += 1 if a.player != c.active else 2
        c.active, c.step, c.base, c.stack = a.player, a.step, None, 0

    def check(self, k: Check) -> None:
        a, c = k.args, self.cur
        name = self._check_name(k)
        at, me = self._at(), self.var[c.active]
        self.lines.append(f"// {k.line}: {k.kind} {_comment(json.dumps(a, ensure_ascii=False))}")
        if k.kind == "triggered":
            if c.base is None:
                raise NotExpressible(f"{k.line}: a triggered-abilities check where the exporter can't know the stack's size")
            total = c.base + sum(a["sources"].values())
            self.lines.append("// XMage's test API has no trigger log: the stack holds the new triggered abilities")
            self.lines.append(f"checkStackSize({name}, {at}, {me}, {total});")
            c.stack = total
        elif k.kind == "stack":
            if a["items"]:
                raise NotExpressible(f"{k.line}: a non-empty stack's objects can't be named in XMage's checks")
            self.lines.append(f"checkStackSize({name}, {at}, {me}, 0);")
            c.stack = 0
        elif k.kind == "life":
            self.lines.append(f"checkLife({name}, {at}, {self.var[a['player']]}, {a['life']});")
        elif k.kind == "controls":
            for card, n in a["cards"].items():
                self.lines.append(f"checkPermanentCount({name}, {at}, {me}, {self.var[a['player']]}, "
                                  f"{java_string(permanent_name(card))}, {n});")
        elif k.kind == "counters":
            if a["kind"] not in COUNTER_TYPES:
                raise NotExpressible(f"{k.line}: counter kind {a['kind']!r} has no CounterType here")
            self.lines.append(f"checkPermanentCounters({name}, {at}, {me}, {java_string(permanent_name(a['card']))}, "
                              f"CounterType.{COUNTER_TYPES[a['kind']]}, {a['count']});")
        elif k.kind == "power_toughness":
            self.lines.append(f"checkPT({name}, {at}, {me}, {java_string(permanent_name(a['card']))}, {a['power']}, "
                              f"{a['toughness']});")
        elif k.kind == "tapped":
            self.lines.append(f"checkPermanentTapped({name}, {at}, {me}, {java_string(permanent_name(a['card']))}, "
                              f"{'true' if a['tapped'] else 'false'}, 1);")
        elif k.kind == "zone":
            method = {"hand": "checkHandCardCount", "graveyard": "checkGraveyardCount", "exile": "checkExileCount",
                      "library": "checkLibraryCount"}.get(a["zone"])
            if method is None:
                raise NotExpressible(f"{k.line}: zone {a['zone']!r}")
            for card, n in a["cards"].items():
                self.lines.append(f"{method}({name}, {at}, {self.var[a['player']]}, {java_string(card)}, {n});")
        elif k.kind == "mana_pool":
            for color in MANA_COLORS:
                self.lines.append(f"checkManaPool({name}, {at}, {self.var[a['player']]}, {java_string(color)}, "
                                  f"{a['mana'].get(color, 0)});")
        else:
            raise NotExpressible(f"{k.line}: check {k.kind!r} has no XMage check (e.g. the top card of a library)")

    def body(self) -> list[str]:
        self.setup()
        self.decisions()
        for step in self.s.steps:
            if isinstance(step, Action):
                self.action(step)
            else:
                self.check(step)
        stop_turn, i = self.cur.turn, STEP_IDS.index(self.cur.step) + 1
        if i == len(STEP_IDS):
            stop_turn, i = stop_turn + 1, 0
        self.lines += ["", "setStrictChooseMode(true);", f"setStopAt({stop_turn}, PhaseStep.{PHASE_STEPS[STEP_IDS[i]]});",
                       "execute();", "assertAllCommandsUsed();"]
        return self.lines


def _runs(cards: list[CardSpec]) -> list[tuple[CardSpec, int]]:
    """Consecutive equal cards grouped, for ``addCard(zone, player, name, count)``."""
    out: list[tuple[CardSpec, int]] = []
    for c in cards:
        if out and out[-1][0] == c:
            out[-1] = (c, out[-1][1] + 1)
        else:
            out.append((c, 1))
    return out


def test_method(scenario: Scenario) -> list[str]:
    """The Java lines of the test method for ``scenario`` (indented by 4). Raises :class:`NotExpressible`."""
    if scenario.pending:
        raise NotExpressible(f"pending: {scenario.pending}")
    body = _Writer(scenario).body()
    doc = _comment(f"{scenario.id}: {scenario.name}. Rulings {', '.join(scenario.rulings)}; "
                   f"CR {', '.join(scenario.rules)}; {scenario.feature}:{scenario.line}")
    return [f"    /** {doc} */", "    @Test", f"    public void {method_name(scenario.id)}() {{",
            *[f"        {line}" if line else "" for line in body], "    }"]


def test_class(feature: str, methods: list[list[str]]) -> str:
    """A whole test class for one feature file."""
    head = [
        f"package {PACKAGE};", "",
        "import mage.constants.PhaseStep;", "import mage.constants.Zone;", "import mage.counters.CounterType;",
        "import org.junit.Test;", "import org.mage.test.serverside.base.CardTestPlayerBase;", "",
        f"/** Generated by `rulings export --format xmage` from {feature}; do not edit: export again. */",
        f"public class {class_name(feature)} extends CardTestPlayerBase {{",
    ]
    body: list[str] = []
    for m in methods:
        body += ["", *m]
    return "\n".join([*head, *body, "}"]) + "\n"


def export(corpus: Corpus, out: Path, suite: dict[str, str] | None = None) -> ExportReport:
    """Write one test class per feature under ``out/org/mage/test/rulings/`` and the manifest
    ``out/rulings-xmage.json``; return what was written and what was not, with reasons."""
    report = ExportReport("xmage")
    report.note_skipped(corpus)
    by_feature: dict[str, list[Scenario]] = defaultdict(list)
    for s in sorted(corpus.scenarios, key=lambda s: (s.feature, s.line, s.id)):
        by_feature[s.feature].append(s)
    tests: list[dict[str, Any]] = []
    folder = out / PACKAGE.replace(".", "/")
    classes: dict[str, str] = {}
    for feature, scenarios in by_feature.items():
        methods, used = [], set()
        cls = class_name(feature)
        if cls in classes:  # the same file name in two folders: name the class after its folder too
            cls = class_name(f"{Path(feature).parent.name}_{Path(feature).name}")
        classes[cls] = feature
        for s in scenarios:
            try:
                lines = test_method(s)
            except NotExpressible as e:
                report.not_exported[s.id] = f"not expressible in XMage's test API: {e}"
                continue
            m = method_name(s.id)
            if m in used:
                report.not_exported[s.id] = f"method name {m} clashes with another scenario's"
                continue
            used.add(m)
            methods.append(lines)
            report.exported.append(s.id)
            tests.append({"class": f"{PACKAGE}.{cls}", "method": m, "id": s.id, "feature": s.feature,
                          "scenario": s.name, "rulings": s.rulings, "rules": s.rules, "cards": s.cards(),
                          "capabilities": s.required_capabilities()})
        if methods:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"{cls}.java").write_text(test_class(feature, methods), encoding="utf-8")
            report.files.append(f"{PACKAGE.replace('.', '/')}/{cls}.java")
    names = {s.id: s for s in corpus.scenarios}
    skipped = {s.id: s for s in corpus.skipped}
    not_exported = []
    for sid, reason in sorted(report.not_exported.items()):
        src: Any = names.get(sid) or skipped.get(sid)
        not_exported.append({"id": sid, "feature": src.feature, "scenario": getattr(src, "name", getattr(src, "scenario", "")),
                             "status": "pending" if sid in skipped and skipped[sid].status == "pending" else "unsupported",
                             "reason": reason, "rulings": list(src.rulings), "rules": list(src.rules)})
    manifest = {"format": MANIFEST_FORMAT, "suite": suite or {}, "tests": tests, "not_exported": not_exported}
    out.mkdir(parents=True, exist_ok=True)
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    report.files.append(MANIFEST)
    return report
