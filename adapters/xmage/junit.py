"""Scenarios as JUnit test classes for XMage's ``Mage.Tests`` (``CardTestPlayerBase``, strict choose mode).

One class per feature file (``features/cards/traveling_chocobo.feature`` →
``org.mage.test.rulings.TravelingChocoboRulingsTest``), one ``@Test`` method per scenario, named after its
id (``chocobo-counted-law[1-2]`` → ``chocobo_counted_law_1_2``), and ``RulingsSupport.java`` (setup and
checks written with XMage's API, ``adapters/xmage/java/``). Beside them, ``rulings-xmage.json`` (the
manifest) maps every method back to its scenario and lists every scenario not exported with the reason;
``rulings import --format surefire`` reads it.

How a scenario becomes a test, as XMage's test framework runs one (``CardTestPlayerAPIImpl``, ``TestPlayer``):

- **Setup.** ``playerA``/``playerB`` are the setup's players; the active player starts the game
  (``activePlayer``), so XMage's turn 1 is the scenario's turn and nobody draws before it. Libraries are
  cleared and filled bottom card first, unshuffled (``skipInitShuffling``); every card gets an alias
  (``addCard(..., "Forest@c3")``) so an action can name the very permanent it uses. ``addCard`` applies
  "as enters" choices and enters-tapped effects, so those choices are scripted first (the card named, or
  skipped: no colour chosen) and a ``runCode`` at the starting step sets what ``addCard`` can't: mana in
  pools, lands played, tapped state, counters, attachments, tokens, summoning sickness (such a permanent
  enters then, from exile).
- **The course.** XMage's test player answers every choice from queues (``setChoice``, ``addTarget``) and
  takes commands scheduled per turn, step and player when it has priority. What a scenario leaves implicit
  (how many abilities trigger at once, the order choices are asked in, whether the stack is empty when
  someone passes, which of two same-named cards an action used) comes from the reference engine's course
  (:mod:`mtg_rulings.adapters.xmage.course`), never the checks.
- **Actions.** ``playLand``, ``castSpell`` (X by ``setChoice("X=n")``; an Adventure by its name),
  ``activateAbility`` / ``activateManaAbility`` with the permanent's alias and the start of the ability's
  text (:func:`ability_reference`), a target in the command; cycling as ``"@alias Cycling"``; ``attack``; one
  player passing with a non-empty stack, and every player passing once, as ``waitStackResolved(..., true)``;
  players passing until the stack is empty as ``waitStackResolved``; an effect putting cards onto the
  battlefield at once as ``runCode`` (``Player.moveCards``). An action the ruling says is refused becomes a
  check that XMage offers no such playable ability from that object (for a mana ability: that XMage's own
  ``canActivate`` refuses it).
- **Choices.** In the order the course asks them, per player: targets and library searches by
  ``addTarget``; "you may" (``setChoice(true/false)``), colours, cards to discard, return, copy, a card
  name, by ``setChoice``; and each batch of N triggered abilities a player puts on the stack at once by N-1
  ``setChoice(source)``, in the order they go on the stack: strict choose mode fails a test on any choice
  left unscripted or unused.
- **Checks** run where the scenario checks, as the player holding priority: XMage's own checks where they
  say exactly what the scenario does (``checkLife``, ``checkPermanentCount``, ``checkHandCardCount``,
  ``checkGraveyardCount``, ``checkLibraryCount``, ``checkExileCount``, ``checkManaPool``, ``checkStackSize``),
  else ``runCode`` with ``RulingsSupport``: triggered abilities put on the stack since the action, by
  source (a stack snapshot taken before it); the stack's objects; the top of a library; counters, tapped
  state, power and toughness, attachments, mana value, whose step it is, characteristics.

Anything else raises :class:`NotExpressible` with what XMage lacks, and the scenario is listed, not exported.
Nothing here was run on XMage: the classes are compiled against stubs generated from XMage's sources
(``tests/java_stubs/xmage``).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtg_rulings.adapters.contract import unhandled_fields, unsupported_setup_fields
from mtg_rulings.adapters.corpus import Corpus, ExportReport
from mtg_rulings.adapters.xmage.course import ActionCourse, Batch, Choice, Course, CourseError, Moment, course
from mtg_rulings.model.files import write_inside
from mtg_rulings.model.scenario import STEP_IDS, Action, CardSpec, Check, Scenario

PACKAGE = "org.mage.test.rulings"
MANIFEST = "rulings-xmage.json"
MANIFEST_FORMAT = "rulings-xmage-manifest/1"
SUPPORT = Path(__file__).parent / "java" / "org" / "mage" / "test" / "rulings" / "RulingsSupport.java"
PHASE_STEPS: dict[str, str] = {
    "untap": "UNTAP", "upkeep": "UPKEEP", "draw": "DRAW", "precombat_main": "PRECOMBAT_MAIN",
    "beginning_of_combat": "BEGIN_COMBAT", "declare_attackers": "DECLARE_ATTACKERS",
    "declare_blockers": "DECLARE_BLOCKERS", "combat_damage": "COMBAT_DAMAGE", "end_of_combat": "END_COMBAT",
    "postcombat_main": "POSTCOMBAT_MAIN", "end": "END_TURN", "cleanup": "CLEANUP",
}
#: Action fields the exporter handles (``reject_rule`` is informative: XMage's checks can't see a rule).
ACTION_FIELDS = {"kind", "player", "card", "zone", "cards", "ability", "x", "step", "expect", "line", "reject_rule",
                 "as_adventure", "expect_line"}
#: The setup fields the exporter writes (it refuses a setup with any other set).
SETUP_FIELDS = {"Setup": {"players", "active_player", "step", "turn"},
                "PlayerSetup": {"name", "life", "library", "hand", "graveyard", "exile", "battlefield", "mana_pool",
                                "lands_played"},
                "CardSpec": {"name", "tapped", "summoning_sick", "counters", "token", "attached_to", "named"}}
COLORS = {"white": "White", "blue": "Blue", "black": "Black", "red": "Red", "green": "Green",
          "w": "White", "u": "Blue", "b": "Black", "r": "Red", "g": "Green"}
#: Tokens a setup may hold: the XMage class that makes the same token (read from the card that makes it).
TOKENS = {"Wizard": "mage.game.permanent.token.BlackWizardToken",  # Lindblum, Industrial Regency's Mage Siege
          "Bird": "mage.game.permanent.token.ChocoboToken",  # Chocobo Racetrack's Bird
          "Human": "mage.game.permanent.token.HumanToken"}  # Lovestruck Beast's Heart's Desire
#: Choices XMage's test player takes from setChoice, by the suite's choice kind.
SET_CHOICE_KINDS = {"discard", "sacrifice", "return", "copy", "exile", "name"}
#: Choices whose XMage form differs from the suite's, with what differs.
UNTRANSLATED = {
    "mana": "XMage splits \"Add {U} or {R}\" into one mana ability per colour and asks some mana-type choices as "
            "colours, others not at all; the scenario's choice of a mana type has no one XMage form",
    "hideaway": "XMage's Hideaway asks which exiled cards to play as one card choice, not \"you may\" questions",
    "cast": "XMage's \"cast a spell from your hand without paying\" asks for a card, then for its half, not for a spell",
    "replacement": "XMage asks the order of replacement effects by their text, which the suite doesn't know",
    "mulligan": "XMage's test games skip mulligans", "bottom": "XMage's test games skip mulligans",
}


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
    from mtg_rulings.reference_engine.cards import CARDS

    return name if name in CARDS else f"{name} Token"


_SYMBOLS = re.compile(r"(?:\{[^}]+\}(?:, )?)+")
_KEYWORD = re.compile(r"^(Equip|Cycling|Fortify|Reconfigure|Ninjutsu|Unearth|Scavenge)\b")


def _activated(card_name: str) -> list[Any]:
    from mtg_rulings.reference_engine.abilities import ActivatedAbility
    from mtg_rulings.reference_engine.cards import CARDS

    card = CARDS.get(card_name)
    if card is None:
        raise NotExpressible(f"{card_name} has no card data to name its abilities by")
    return [a for a in card.abilities if isinstance(a, ActivatedAbility)]


def ability_reference(card_name: str, ability: str | None) -> tuple[str, bool]:
    """How XMage's test API names an activated ability of a card, and whether it is a mana ability: the start
    of XMage's rule text for it (``TestPlayer`` matches ``ability.toString().startsWith(...)``), taken from the
    project's card data: a keyword ability by its keyword (``Equip``), else its leading cost symbols
    (``{2}, {T}``) if no other activated ability of the card starts the same, else its text to the first full
    stop. ``ability`` is the scenario's ``Action.ability``: the ability's Oracle text or a unique prefix of it.
    Raises :class:`NotExpressible`."""
    abilities = _activated(card_name)
    matches = [a for a in abilities if a.text.startswith(ability or "")]
    if len(matches) != 1:
        raise NotExpressible(f"{card_name} has {len(matches)} activated abilities beginning {ability!r}")
    chosen = matches[0]
    zone = getattr(chosen, "zone", "battlefield")
    keyword = _KEYWORD.match(chosen.text)
    if keyword:
        prefix = keyword.group(1)
        if sum(a.text.startswith(prefix) for a in abilities) == 1:
            return prefix, bool(chosen.mana_ability)
    if zone != "battlefield":
        raise NotExpressible(f"{chosen.text!r} of {card_name} is activated from the {zone}")
    candidates = []
    symbols = _SYMBOLS.match(chosen.text)
    if symbols:
        candidates.append(symbols.group(0).rstrip(", "))
    if "." in chosen.text:
        candidates.append(chosen.text.split(".", 1)[0] + ".")
    for prefix in candidates:
        if sum(a.text.startswith(prefix) for a in abilities) == 1:
            return prefix, bool(chosen.mana_ability)
    raise NotExpressible(f"{chosen.text!r} of {card_name} can't be told from its others by the start of its text")


def _comment(text: str) -> str:
    return text.replace("*/", "* /").replace("\n", " ")


def _counts(mana: str) -> dict[str, int]:
    symbols = re.findall(r"\{([^}]+)\}", mana)
    out = {c: symbols.count(c) for c in "WUBRGC"}
    if sum(out.values()) != len(symbols):
        raise NotExpressible(f"mana {mana!r}: only {{W}}{{U}}{{B}}{{R}}{{G}}{{C}} can be put in a pool")
    return out


@dataclass
class _Command:
    turn: int
    step: str
    player: str
    seq: int
    text: str


@dataclass
class _Writer:
    """Turns one scenario (and its course) into the body of one test method."""

    s: Scenario
    co: Course
    lines: list[str] = field(default_factory=list)
    commands: list[_Command] = field(default_factory=list)
    passes: list[_Command] = field(default_factory=list)  # where a player must pass with nothing left to do
    seq: int = 0

    def __post_init__(self) -> None:
        setup = self.s.setup
        if len(setup.players) != 2:
            raise NotExpressible(f"{len(setup.players)} players: CardTestPlayerBase has two (playerA, playerB)")
        self.names = [p.name for p in setup.players]
        self.var = {self.names[0]: "playerA", self.names[1]: "playerB"}
        self.turn, self.step = 1, setup.step
        self.holder = setup.active_player
        self.stack = 0
        self.stale: dict[str, bool] = dict.fromkeys(self.names, False)
        self.alias_of = self.co.aliases

    # --- helpers -----------------------------------------------------------------------------------

    def _at(self) -> str:
        return f"{self.turn}, PhaseStep.{PHASE_STEPS[self.step]}"

    def _xturn(self, m: Moment) -> int:
        return m.turn - self.s.setup.turn + 1

    def _cmd(self, player: str, text: str) -> None:
        """A command scheduled for ``player`` at the current turn and step (it runs when they have priority)."""
        self.seq += 1
        self.commands.append(_Command(self.turn, self.step, player, self.seq, text))
        self.lines.append(text)

    def _natural_pass(self, player: str) -> None:
        self.seq += 1
        self.passes.append(_Command(self.turn, self.step, player, self.seq, ""))

    def _code(self, player: str, info: str, body: str) -> None:
        self._cmd(player, f"runCode({java_string(info)}, {self._at()}, {self.var[player]}, (info, player, game) -> {body});")

    def _id(self, alias: str) -> str:
        return f"playerA.getAliasByName({java_string(alias)})"

    def _pid(self, name: str) -> str:
        return f"{self.var[name]}.getId()"

    def _holding(self, player: str) -> None:
        """``player`` is about to act or check with priority: a stale wait of theirs must be used up."""
        if self.stale[player]:
            if self.stack:
                raise NotExpressible(f"{player} would act while XMage's waitStackResolved of theirs still waits for "
                                     "an empty stack")
            self.stale[player] = False

    def _move_to(self, m: Moment) -> None:
        turn, step = self._xturn(m), m.step
        if step not in PHASE_STEPS or step == "untap":
            raise NotExpressible(f"the scenario goes on in the {step} step, where XMage's test player gets no priority")
        if (turn, step) != (self.turn, self.step):
            self.stale = dict.fromkeys(self.names, False)
        self.turn, self.step = turn, step
        self.holder = m.priority or m.active
        self.stack = len(m.stack)

    # --- setup -------------------------------------------------------------------------------------

    def setup(self) -> None:
        from mtg_rulings.reference_engine.cards import CARDS

        setup = self.s.setup
        if not setup.begun:
            raise NotExpressible("the game begins in the scenario: XMage's test games start without mulligans or "
                                 "opening-hand actions (CR 103.5, 103.6)")
        unhandled = unsupported_setup_fields(setup, SETUP_FIELDS)
        if unhandled:
            raise NotExpressible(f"the exporter doesn't write {', '.join(unhandled)}")
        if setup.step not in PHASE_STEPS or setup.step in ("untap", "cleanup"):
            raise NotExpressible(f"the scenario starts in the {setup.step} step, where XMage's test player gets no priority")
        if setup.active_player == self.names[1]:
            self.lines.append("activePlayer = playerB; // the scenario's active player starts: XMage's turn 1 is its turn")
        self.lines += ["setStrictChooseMode(true);", "skipInitShuffling();"]
        fixes: list[str] = []
        by_alias = {(p, z, i): self.alias_of[id(o)] for p, z, i, o in self.co.setup_objects}
        for p in setup.players:
            v = self.var[p.name]
            self.lines.append(f"removeAllCardsFromLibrary({v});")
            if p.life != 20:
                self.lines.append(f"setLife({v}, {p.life});")
            lib = [(i, spec) for i, spec in enumerate(p.library)]
            for i, spec in reversed(lib):  # the last card added goes on top
                self._plain(spec, "library")
                card = java_string(spec.name + "@" + by_alias[(p.name, "library", i)])
                self.lines.append(f"addCard(Zone.LIBRARY, {v}, {card});")
            for zone, java_zone in (("hand", "HAND"), ("graveyard", "GRAVEYARD"), ("exile", "EXILED")):
                for i, spec in enumerate(getattr(p, zone)):
                    self._plain(spec, zone)
                    card = java_string(spec.name + "@" + by_alias[(p.name, zone, i)])
                    self.lines.append(f"addCard(Zone.{java_zone}, {v}, {card});")
            sick: list[str] = []
            for i, spec in enumerate(p.battlefield):
                alias = by_alias[(p.name, "battlefield", i)]
                text = CARDS[spec.name].oracle_text if spec.name in CARDS else ""
                if spec.token:
                    if spec.name not in TOKENS:
                        raise NotExpressible(f"token {spec.name} in the setup: no XMage token class is known for it")
                    others = [c.name for c in p.battlefield if c is not spec]
                    fixes.append(f"RulingsSupport.createToken(game, {self._pid(p.name)}, new {TOKENS[spec.name]}());")
                    if any("enters" in CARDS[n].oracle_text for n in others if n in CARDS):
                        raise NotExpressible(f"token {spec.name} made during setup could trigger an \"enters\" ability "
                                             f"of {', '.join(others)}")
                    if spec.counters or spec.attached_to or spec.tapped:
                        raise NotExpressible(f"token {spec.name} in the setup with a status")
                    continue
                if spec.summoning_sick:
                    others = [c.name for pl in setup.players for c in pl.battlefield if c is not spec]
                    triggering = [n for n in others if n in CARDS and re.search(r"\benters\b|\bWhenever\b", CARDS[n].oracle_text)]
                    if triggering:
                        raise NotExpressible(f"{spec.name} starts summoning sick: XMage's addCard permanents never are, and "
                                             f"entering during the setup could trigger abilities of {', '.join(triggering)}")
                    self.lines.append(f"addCard(Zone.EXILED, {v}, {java_string(spec.name + '@' + alias)}); "
                                      "// enters at the start, so it is summoning sick")
                    sick.append(alias)
                    if spec.tapped:
                        fixes.append(f"RulingsSupport.setTapped(game, {self._id(alias)}, true);")
                else:
                    tapped = ", 1, true" if spec.tapped else ""
                    self.lines.append(f"addCard(Zone.BATTLEFIELD, {v}, {java_string(spec.name + '@' + alias)}{tapped});")
                    if re.search(r"\bAs (?:it|this \w+|~) enters, choose a card name", text):
                        if not spec.named:
                            raise NotExpressible(f"{spec.name} in the setup without a named card")
                        self.lines.append(f"setChoice({v}, {java_string(spec.named)}); "
                                          f"// {spec.name}: the card named as it entered")
                    elif re.search(r"\bAs (?:it|this \w+|~) enters, choose", text):
                        self.lines.append(f"setChoice({v}, TestPlayer.CHOICE_SKIP); // {spec.name}: no choice made as it entered")
                    elif spec.named:
                        raise NotExpressible(f"{spec.name} names a card, but its text makes no such choice")
                    if re.search(r"\benters tapped\b", text) and not spec.tapped:
                        fixes.append(f"RulingsSupport.setTapped(game, {self._id(alias)}, false);")
                if spec.counters:
                    for kind, n in spec.counters.items():
                        if n:
                            fixes.append(f"RulingsSupport.addCounters(game, {self._pid(p.name)}, {self._id(alias)}, "
                                         f"{java_string(kind)}, {n});")
                if spec.attached_to:
                    hosts = [j for j, c in enumerate(p.battlefield) if c.name == spec.attached_to and c is not spec]
                    if len(hosts) != 1:
                        raise NotExpressible(f"{spec.name} is attached to {spec.attached_to}, which is not one permanent")
                    fixes.append(f"RulingsSupport.attach(game, {self._pid(p.name)}, {self._id(alias)}, "
                                 f"{self._id(by_alias[(p.name, 'battlefield', hosts[0])])});")
            if sick:
                fixes.insert(0, f"RulingsSupport.putOntoBattlefield(game, {self._pid(p.name)}, "
                                f"{', '.join(self._id(a) for a in sick)});")
            if p.mana_pool:
                m = _counts(p.mana_pool)
                fixes.append(f"RulingsSupport.addMana(game, {self._pid(p.name)}, {m['W']}, {m['U']}, {m['B']}, {m['R']}, "
                             f"{m['G']}, {m['C']});")
            if p.lands_played:
                fixes.append(f"RulingsSupport.setLandsPlayed(game, {self._pid(p.name)}, {p.lands_played});")
        if fixes:
            self.lines.append("// what addCard can't set, set as the game reaches the scenario's step:")
            body = "{\n    " + "\n    ".join(fixes) + "\n}"
            self._code(setup.active_player, "setup", body)
        self.lines.append("")

    @staticmethod
    def _plain(spec: CardSpec, zone: str) -> None:
        if spec.token:
            raise NotExpressible(f"token {spec.name} in the {zone}")
        if spec.tapped or spec.summoning_sick or spec.counters or spec.attached_to or spec.named:
            raise NotExpressible(f"{spec.name} in the {zone} with a status only a permanent has")

    # --- choices -----------------------------------------------------------------------------------

    def choices(self, ac: ActionCourse, skip: set[int]) -> None:
        """The choices the course asked during an action, each in its XMage queue."""
        for n, e in enumerate(ac.events):
            if n in skip:
                continue
            if isinstance(e, Batch):
                if len(e.sources) < 2:
                    continue
                for src in set(e.sources):
                    if len({t for s_, t in zip(e.sources, e.texts, strict=True) if s_ == src}) > 1:
                        raise NotExpressible(f"{src} has two different abilities triggering at once, which XMage's "
                                             "trigger-order choice (by source name) can't tell apart")
                for src in e.sources[:-1]:
                    name = java_string(permanent_name(src) if src not in self.names else src)
                    self.lines.append(f"setChoice({self.var[e.player]}, {name});"
                                      f" // the order of {len(e.sources)} triggered abilities put on the stack at once")
                continue
            self._choice(e)

    def _choice(self, e: Choice) -> None:
        v = self.var[e.player]
        answer = e.answer
        if e.kind in ("target", "search"):
            self.lines.append(f"addTarget({v}, {self._target(answer)}); // {e.kind}")
        elif e.kind == "may":
            self.lines.append(f"setChoice({v}, {'true' if answer == 'yes' else 'false'}); // \"you may\"")
        elif e.kind == "color":
            color = COLORS.get(str(answer).lower())
            if color is None:
                raise NotExpressible(f"colour {answer!r}")
            self.lines.append(f"setChoice({v}, {java_string(color)}); // colour")
        elif e.kind in SET_CHOICE_KINDS:
            self.lines.append(f"setChoice({v}, {java_string(str(answer))}); // {e.kind}")
        elif e.kind == "order":
            return  # the batch of triggered abilities says the order
        else:
            raise NotExpressible(f"a {e.kind!r} choice: " + UNTRANSLATED.get(e.kind, "it has no XMage form known here"))

    def _target(self, answer: Any) -> str:
        if answer in self.var:
            return self.var[answer]
        if not isinstance(answer, str) or ("'s " in answer and answer.split("'s ", 1)[0] in self.var):
            raise NotExpressible(f"target {answer!r}: XMage's addTarget names objects, not whose they are")
        return java_string(answer)

    # --- steps -------------------------------------------------------------------------------------

    def _remember_if_needed(self, index: int, player: str) -> None:
        for step in self.s.steps[index + 1:]:
            if isinstance(step, Action):
                return
            if step.kind == "triggered":
                self._code(player, "before " + self.s.steps[index].line, "RulingsSupport.remember(game)")
                return

    def action(self, index: int, a: Action) -> None:
        if a.during:
            raise NotExpressible(f"{a.line}: actions taken while casting (601.2g): XMage's test player pays costs "
                                 "itself; it can't be told which mana abilities to activate, or to look at a card, mid-cast")
        unhandled = unhandled_fields(a, ACTION_FIELDS)
        if unhandled:
            raise NotExpressible(f"{a.line}: the exporter doesn't write {', '.join(unhandled)}")
        ac = self.co.actions[index]
        must = " (the ruling says: refused)" if a.expect == "rejected" else ""
        self.lines.append(f"// {a.line}: {_comment(a.describe())}{must}")
        if a.kind in ("play_land", "cast_spell", "activate_ability", "cycle"):
            self._play(index, a, ac)
        elif a.kind == "pass_priority" and a.player is not None:
            self._pass_once(a.player, a)
            self._move_to(ac.after)
        elif a.kind == "pass_priority":
            self._remember_if_needed(index, self.holder)
            if self.stack:
                order = [self.holder, *[n for n in self.names if n != self.holder]]
                for p in order:
                    self._pass_once(p, a)
            else:
                for p in self.names:
                    self._natural_pass(p)
            self.choices(ac, set())
            self._move_to(ac.after)
        elif a.kind == "resolve_stack":
            self._remember_if_needed(index, self.holder)
            if self.stack:
                active = ac.before.active
                for p in [self.holder, *[n for n in self.names if n != self.holder]]:
                    if self.stale[p]:
                        continue
                    self._cmd(p, f"waitStackResolved({self._at()}, {self.var[p]});")
                    self.stale[p] = p != active  # the active player gets priority with the stack empty
            self.choices(ac, set())
            self._move_to(ac.after)
        elif a.kind == "declare_attackers" and a.expect != "accepted":
            raise NotExpressible(f"{a.line}: an attack declaration that must be refused: XMage's test API checks one "
                                 "creature at a time (checkMayAttackDefender), not whether a whole declaration is legal")
        elif a.kind in ("advance_to", "declare_attackers"):
            self._remember_if_needed(index, self.holder)
            for p in self.names:
                self._natural_pass(p)
            self.choices(ac, set())
            if a.kind == "declare_attackers":
                self._move_to(ac.after)
                if self.step != "declare_attackers" or len(set(a.cards)) != len(a.cards):
                    raise NotExpressible(f"{a.line}: attacking with {a.cards}")
                for card in a.cards:
                    self.lines.append(f"attack({self.turn}, {self.var[a.player or '']}, {java_string(permanent_name(card))});")
            else:
                self._move_to(ac.after)
        elif a.kind == "put_onto_battlefield":
            self._holding(self.holder)
            ids = [self.alias_of.get(id(o)) for o in ac.objects]
            if None in ids or not ids:
                raise NotExpressible(f"{a.line}: cards that are no setup card")
            remember = "RulingsSupport.remember(game); " if any(
                isinstance(s, Check) and s.kind == "triggered" for s in self._checks_after(index)) else ""
            self._code(self.holder, a.line, "{ " + remember + f"RulingsSupport.putOntoBattlefield(game, "
                       f"{self._pid(a.player or self.holder)}, {', '.join(self._id(x) for x in ids if x)}); }}")
            self.choices(ac, set())
            self._move_to(ac.after)
        elif a.kind == "look_at_library_top":
            raise NotExpressible(f"{a.line}: looking at the top card of a library is no action in XMage's test API "
                                 "(Traveling Chocobo's permission is a rule of the game there, not an ability to activate)")
        elif a.kind == "discard":
            raise NotExpressible(f"{a.line}: XMage's test API has no action of discarding a card of one's own accord")
        elif a.kind == "begin_game":
            raise NotExpressible(f"{a.line}: XMage's test games skip mulligans and opening-hand actions")
        else:
            raise NotExpressible(f"{a.line}: action {a.kind!r} has no form in XMage's test API known to this exporter")

    def _checks_after(self, index: int) -> list[Check]:
        out = []
        for step in self.s.steps[index + 1:]:
            if isinstance(step, Action):
                break
            out.append(step)
        return out

    def _pass_once(self, p: str, a: Action) -> None:
        if not self.stack:
            self._natural_pass(p)
            return
        if self.stale[p]:
            return  # the stale waitStackResolved passes for them
        self._cmd(p, f"waitStackResolved({self._at()}, {self.var[p]}, true); // {p} passes priority")

    def _play(self, index: int, a: Action, ac: ActionCourse) -> None:
        from mtg_rulings.reference_engine.cards import CARDS

        p = a.player or ""
        if (ac.after.turn, ac.after.step) != (ac.before.turn, ac.before.step):
            raise NotExpressible(f"{a.line}: the action moves the game to another step")
        card = a.card or ""
        adventure = CARDS[card].adventure if card in CARDS else None
        cast_name = adventure.name if a.as_adventure and adventure is not None else card
        obj = ac.objects[0] if ac.objects else None
        alias = self.alias_of.get(id(obj)) if obj is not None else self._setup_alias(p, card, a.zone)
        if a.expect == "rejected" or not ac.accepted:
            if a.expect != "rejected":
                raise NotExpressible(f"{a.line}: the reference engine refuses it, yet the scenario doesn't say so")
            if alias is None:
                raise NotExpressible(f"{a.line}: {card} is no setup card, so it has no alias to check it by")
            text, how = self._playable_text(a, card, cast_name)
            self._holding(self.holder)
            self._code(self.holder, a.line, f"RulingsSupport.checkNotPlayable(info, game, {self._pid(p)}, {self._id(alias)}, "
                       f"{java_string(how)}, {java_string(card)}, {java_string(text)})")
            return
        if self.holder != p:
            raise NotExpressible(f"{a.line}: {p} acts without holding priority")
        self._holding(p)
        self._remember_if_needed(index, p)
        skip: set[int] = set()
        v = self.var[p]
        if a.kind == "play_land":
            self._unambiguous(p, card)
            self._cmd(p, f"playLand({self._at()}, {v}, {java_string(card)});")
        elif a.kind == "cast_spell":
            self._unambiguous(p, card)
            if a.x is not None:
                self.lines.append(f"setChoice({v}, {java_string(f'X={a.x}')});")
            self._cmd(p, f"castSpell({self._at()}, {v}, {java_string(cast_name)});")
        else:
            if alias is None:
                raise NotExpressible(f"{a.line}: {card} is no setup card (a token?), so it has no alias to name it by")
            if a.kind == "cycle":
                prefix, mana = "Cycling", False
            else:
                prefix, mana = ability_reference(card, a.ability)
            command = f"@{alias} {prefix}"
            if mana:
                self._cmd(p, f"activateManaAbility({self._at()}, {v}, {java_string(command)});")
            else:
                target = ""
                for n, e in enumerate(ac.events):
                    if isinstance(e, Choice) and e.player == p and e.kind == "target":
                        target = f", {self._target(e.answer)}"
                        skip.add(n)
                        break
                self._cmd(p, f"activateAbility({self._at()}, {v}, {java_string(command)}{target});")
        self.choices(ac, skip)
        self._move_to(ac.after)

    def _setup_alias(self, player: str, card: str, zone: str | None) -> str | None:
        found = [self.alias_of[id(o)] for p, z, _, o in self.co.setup_objects
                 if p == player and z == (zone or "battlefield") and o.card.name == card]
        return found[0] if len(found) == 1 else None

    def _playable_text(self, a: Action, card: str, cast_name: str) -> tuple[str, str]:
        """The start of the ability's text in XMage, and how RulingsSupport.checkNotPlayable judges it."""
        if a.kind == "play_land":
            return f"Play {card}", "play"
        if a.kind == "cast_spell":
            return f"Cast {cast_name}", "cast"
        if a.kind == "cycle":
            return "Cycling", "ability"
        prefix, mana = ability_reference(card, a.ability)
        return prefix, "mana ability" if mana else "ability"

    def _unambiguous(self, player: str, card: str) -> None:
        zones = {z for p, z, _, o in self.co.setup_objects if p == player and z != "battlefield" and o.card.name == card}
        if len(zones) > 1:
            raise NotExpressible(f"{card} is in {player}'s {' and '.join(sorted(zones))}; XMage's playLand/castSpell "
                                 "pick a card by name only")

    # --- checks ------------------------------------------------------------------------------------

    def check(self, k: Check) -> None:
        a = k.args
        h = self.holder
        self._holding(h)
        name = java_string(k.line)
        at, me = self._at(), self.var[h]
        self.lines.append(f"// {k.line}: {k.kind} {_comment(json.dumps(a, ensure_ascii=False))}")

        def code(body: str) -> None:
            self._code(h, k.line, body)

        if k.kind == "triggered":
            sources = [s for s in sorted(a["sources"])]
            code(f"RulingsSupport.checkTriggered(info, game, new String[]{{{', '.join(java_string(s) for s in sources)}}}, "
                 f"new int[]{{{', '.join(str(a['sources'][s]) for s in sources)}}})")
        elif k.kind == "stack":
            if not a["items"]:
                self._cmd(h, f"checkStackSize({name}, {at}, {me}, 0);")
            else:
                code(f"RulingsSupport.checkStack(info, game, {', '.join(java_string(i) for i in a['items'])})")
        elif k.kind == "life":
            if a["player"] == h:
                self._cmd(h, f"checkLife({name}, {at}, {me}, {a['life']});")
            else:
                code(f"RulingsSupport.checkLife(info, game, {self._pid(a['player'])}, {a['life']})")
        elif k.kind == "controls":
            for card, n in a["cards"].items():
                self._cmd(h, f"checkPermanentCount({name}, {at}, {me}, {self.var[a['player']]}, "
                             f"{java_string(permanent_name(card))}, {n});")
        elif k.kind == "zone":
            zone, who = a["zone"], a.get("player")
            native = {"hand": "checkHandCardCount", "graveyard": "checkGraveyardCount", "library": "checkLibraryCount"}
            for card, n in a["cards"].items():
                if zone in native and who == h:
                    self._cmd(h, f"{native[zone]}({name}, {at}, {me}, {java_string(card)}, {n});")
                elif zone == "exile" and who is None:
                    self._cmd(h, f"checkExileCount({name}, {at}, {me}, {java_string(card)}, {n});")
                elif zone in (*native, "exile"):
                    pid = "null" if who is None else self._pid(who)
                    code(f"RulingsSupport.checkZone(info, game, {pid}, {java_string(zone)}, {java_string(card)}, {n})")
                else:
                    raise NotExpressible(f"{k.line}: zone {zone!r}")
        elif k.kind == "library_top":
            code(f"RulingsSupport.checkLibraryTop(info, game, {self._pid(a['player'])}, {java_string(a['card'])})")
        elif k.kind == "counters":
            code(f"RulingsSupport.checkCounters(info, game, {java_string(a['card'])}, {java_string(a['kind'])}, {a['count']})")
        elif k.kind == "tapped":
            code(f"RulingsSupport.checkTapped(info, game, {java_string(a['card'])}, {'true' if a['tapped'] else 'false'})")
        elif k.kind == "power_toughness" and "each" in a:  # every permanent of that name: no such support check
            raise NotExpressible(f"{k.line}: the power and toughness of each permanent named {a['card']}")
        elif k.kind == "power_toughness":
            code(f"RulingsSupport.checkPowerToughness(info, game, {java_string(a['card'])}, {a['power']}, {a['toughness']})")
        elif k.kind == "mana_pool":
            n = {c: int(a["mana"].get(c, 0)) for c in "WUBRGC"}
            if a["player"] == h:
                for c in "WUBRGC":
                    self._cmd(h, f"checkManaPool({name}, {at}, {me}, {java_string(c)}, {n[c]});")
            else:
                code(f"RulingsSupport.checkManaPool(info, game, {self._pid(a['player'])}, {n['W']}, {n['U']}, {n['B']}, "
                     f"{n['R']}, {n['G']}, {n['C']})")
        elif k.kind == "attached":
            host = "null" if a["host"] is None else java_string(a["host"])  # null: attached to nothing
            code(f"RulingsSupport.checkAttached(info, game, {java_string(a['card'])}, {host})")
        elif k.kind == "mana_value":
            code(f"RulingsSupport.checkManaValue(info, game, {java_string(a['where'])}, {java_string(a['card'])}, {a['value']})")
        elif k.kind == "turn":
            if a["step"] not in PHASE_STEPS:
                raise NotExpressible(f"{k.line}: step {a['step']!r}")
            code(f"RulingsSupport.checkTurn(info, game, {self._pid(a['player'])}, PhaseStep.{PHASE_STEPS[a['step']]})")
        elif k.kind == "characteristics":
            pid = "null" if a.get("player") is None else self._pid(a["player"])
            expectations = []
            for f, want in a["expect"].items():
                if f not in ("types", "subtypes", "colors", "mana_value", "power", "toughness", "adventure"):
                    raise NotExpressible(f"{k.line}: characteristic {f!r}")
                value = ",".join(want) if isinstance(want, list) else ("" if want is None else str(want))
                expectations.append(java_string(f"{f}={value}"))
            code(f"RulingsSupport.checkCharacteristics(info, game, {java_string(a['where'])}, {pid}, "
                 f"{java_string(a['card'])}, {', '.join(expectations)})")
        else:
            raise NotExpressible(f"{k.line}: check {k.kind!r} has no XMage check known to this exporter")

    def body(self) -> list[str]:
        self.setup()
        for index, step in enumerate(self.s.steps):
            if isinstance(step, Action):
                self.action(index, step)
            else:
                self.check(step)
        for mark in self.passes:
            later = [c for c in self.commands if (c.turn, c.step, c.player) == (mark.turn, mark.step, mark.player)
                     and c.seq > mark.seq]
            if later:
                raise NotExpressible(f"{mark.player} must pass priority in XMage's {PHASE_STEPS[mark.step]} step of turn "
                                     f"{mark.turn} and still have commands to take in it ({later[0].text[:60]}...); "
                                     "XMage's test player takes every command of a step at its first priority in it")
        last_turn, last_step = max([(self.turn, STEP_IDS.index(self.step))] +
                                   [(c.turn, STEP_IDS.index(c.step)) for c in self.commands])
        self.lines += ["", f"setStopAt({last_turn}, PhaseStep.{PHASE_STEPS[STEP_IDS[last_step]]});", "execute();"]
        return self.lines


def test_method(scenario: Scenario) -> list[str]:
    """The Java lines of the test method for ``scenario`` (indented by 4). Raises :class:`NotExpressible`."""
    if scenario.pending:
        raise NotExpressible(f"pending: {scenario.pending}")
    try:
        co = course(scenario)
    except CourseError as e:
        raise NotExpressible(f"no course to schedule XMage's commands by: {e}") from e
    body = _Writer(scenario, co).body()
    doc = _comment(f"{scenario.id}: {scenario.name}. Rulings {', '.join(scenario.rulings)}; "
                   f"CR {', '.join(scenario.rules)}; {scenario.feature}:{scenario.line}")
    out = [f"    /** {doc} */", "    @Test", f"    public void {method_name(scenario.id)}() {{"]
    for line in body:
        out += [f"        {sub}" if sub else "" for sub in line.split("\n")]
    return [*out, "    }"]


def test_class(feature: str, methods: list[list[str]], name: str | None = None) -> str:
    """A whole test class for one feature file."""
    head = [
        f"package {PACKAGE};", "",
        "import mage.constants.PhaseStep;", "import mage.constants.Zone;", "import org.junit.Test;",
        "import org.mage.test.player.TestPlayer;", "import org.mage.test.serverside.base.CardTestPlayerBase;", "",
        f"/** Generated by `rulings export --format xmage` from {feature}; do not edit: export again. */",
        f"public class {name or class_name(feature)} extends CardTestPlayerBase {{",
    ]
    body: list[str] = []
    for m in methods:
        body += ["", *m]
    return "\n".join([*head, *body, "}"]) + "\n"


def export(corpus: Corpus, out: Path, suite: dict[str, str] | None = None) -> ExportReport:
    """Write one test class per feature under ``out/org/mage/test/rulings/``, ``RulingsSupport.java`` beside
    them, and the manifest ``out/rulings-xmage.json``; return what was written and what was not, with reasons."""
    report = ExportReport("xmage")
    report.note_skipped(corpus)
    by_feature: dict[str, list[Scenario]] = defaultdict(list)
    for s in sorted(corpus.scenarios, key=lambda s: (s.feature, s.line, s.id)):
        by_feature[s.feature].append(s)
    tests: list[dict[str, Any]] = []
    rel_folder = PACKAGE.replace(".", "/")
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
            write_inside(out, f"{rel_folder}/{cls}.java", test_class(feature, methods, cls))
            report.files.append(f"{rel_folder}/{cls}.java")
    if report.exported:
        write_inside(out, f"{rel_folder}/{SUPPORT.name}", SUPPORT.read_bytes())
        report.files.append(f"{rel_folder}/{SUPPORT.name}")
    names = {s.id: s for s in corpus.scenarios}
    skipped = {s.id: s for s in corpus.skipped}
    not_exported = []
    for sid, reason in sorted(report.not_exported.items()):
        src: Any = names.get(sid) or skipped.get(sid)
        not_exported.append({"id": sid, "feature": src.feature, "scenario": getattr(src, "name", getattr(src, "scenario", "")),
                             "status": "pending" if sid in skipped and skipped[sid].status == "pending" else "unsupported",
                             "reason": reason, "rulings": list(src.rulings), "rules": list(src.rules)})
    manifest = {"format": MANIFEST_FORMAT, "suite": suite or {}, "tests": tests, "not_exported": not_exported}
    write_inside(out, MANIFEST, json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
    report.files.append(MANIFEST)
    return report
