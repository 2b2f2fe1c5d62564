"""The step vocabulary: a small set of generic steps in the Comprehensive Rules' words.

Every step turns Gherkin into scenario data through the ``rulings_builder`` fixture; none touches an
engine. Patterns are full-match regular expressions; :data:`STEP_DEFINITIONS` lists them all so the
suite can refuse undefined and ambiguous steps before running anything (see steps/collection.py).

Each step is a pytest-bdd step definition (this module is a pytest plugin of pytest-bdd steps, usable by any
pytest-bdd test that provides a ``rulings_builder`` fixture). The suite's own runs call the same functions
directly (:meth:`StepDefinition.run`), with the same argument parsing and conversion as pytest-bdd 9, without
pytest-bdd's per-step fixture lookup and injection, which cost most of the harness's time per scenario
(``tests/test_pytest_bdd.py`` checks that both build the same scenarios).
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

import pytest
import pytest_bdd
from pytest_bdd import parsers

from mtg_rulings.model.scenario import Action
from mtg_rulings.reference_engine.cards import ADVENTURES, BACK_FACES, CARDS, TOKENS, activated_ability_texts
from mtg_rulings.steps.builder import ScenarioBuilder
from mtg_rulings.steps.grammar import (
    PLAYER,
    PRONOUN,
    StepError,
    card_counts,
    check_card_name,
    check_mana,
    check_spell_name,
    mana_amounts,
    parse_cards,
    parse_step,
    parse_zone,
    split_cards,
    split_list,
)


@dataclass(frozen=True)
class StepDefinition:
    kind: str  # given, when, then
    parser: parsers.re
    converters: dict[str, Callable[[str], Any]]
    func: Callable[..., Any]
    parameters: frozenset[str]  # the step function's, after rulings_builder

    def arguments(self, text: str) -> dict[str, Any]:
        """The step function's arguments parsed from ``text`` and converted, as pytest-bdd 9 does
        (``parse_step_arguments``: every group, through its converter if it has one, None included; those the
        function doesn't take left out). Raises :class:`ValueError` (often :class:`~mtg_rulings.steps.grammar.StepError`)
        if a converter refuses its text."""
        parsed = self.parser.parse_arguments(text) or {}
        return {name: self.converters[name](value) if name in self.converters else value
                for name, value in parsed.items() if name in self.parameters}

    def run(self, builder: ScenarioBuilder, arguments: dict[str, Any]) -> None:
        """Run the step on ``builder`` with its converted ``arguments`` (:meth:`arguments`), as pytest-bdd would
        with the ``rulings_builder`` fixture."""
        self.func(builder, **arguments)

    def readable(self) -> str:
        """The pattern as a person reads it: ``<player> plays <card> from <zone> [with X = <x>]``."""
        return _readable(self.parser.name).replace("\\", "")


def _readable(pattern: str) -> str:
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith("(?", i):
            depth, j = 0, i
            while True:  # find the matching parenthesis
                depth += {"(": 1, ")": -1}.get(pattern[j], 0)
                if depth == 0:
                    break
                j += 1
            inner, optional = pattern[i:j + 1], pattern[j + 1:j + 2] == "?"
            if inner.startswith("(?P<"):
                out.append(f"<{inner[4:inner.index('>')]}>")
            else:
                body = _readable(inner[3:-1])
                out.append(f"[{body}]" if optional else body.split("|")[0])
            i = j + 2 if optional else j + 1
        else:
            out.append(pattern[i])
            i += 1
    return "".join(out).replace("colou?r", "color")


STEP_DEFINITIONS: list[StepDefinition] = []

_CARD = r"(?P<card>[A-Z].*?)"


StepKind = Literal["given", "when", "then"]


def check_object_name(name: str) -> str:
    """A card name, an Adventure's name (a spell on the stack), the name of a token that card effects create, or
    the back face of a double-faced card (a permanent with that face up, 712.8e)."""
    return name if name in ADVENTURES else check_card_name(name, tokens_ok=True, faces_ok=True)


def _step(kind: StepKind, pattern: str, **converters: Callable[[str], Any]) -> Callable[[Callable[..., Any]], Any]:
    """Register a step: a pytest-bdd step definition, and an entry of :data:`STEP_DEFINITIONS`."""
    parser = parsers.re(pattern)
    # stacklevel 2: pytest-bdd puts the step's fixture in the module of the frame that applies the decorator,
    # which is `register` here; its caller is this module, where pytest finds the fixture
    bdd = pytest_bdd.step(parser, kind, converters=converters, stacklevel=2)

    def register(func: Callable[..., Any]) -> Any:
        params = list(inspect.signature(func).parameters)
        if params[:1] != ["rulings_builder"]:
            raise TypeError(f"step function {func.__name__} must take rulings_builder first, then its pattern's groups")
        STEP_DEFINITIONS.append(StepDefinition(kind, parser, converters, func, frozenset(params[1:])))
        return bdd(func)

    return register


@lru_cache(maxsize=4096)
def matching(kind: str, text: str) -> tuple[StepDefinition, ...]:
    """The ``kind`` step definitions whose pattern matches all of ``text`` (one, for a valid step)."""
    return tuple(d for fullmatch, d in _fullmatchers(kind, len(STEP_DEFINITIONS)) if fullmatch(text))


@lru_cache(maxsize=8)
def _fullmatchers(kind: str, defined: int) -> list[tuple[Callable[[str], object], StepDefinition]]:
    """Each ``kind`` step definition with its pattern's ``fullmatch`` (what ``is_matching`` calls), taken once:
    matching every distinct step text of a corpus against every definition is most of checking its steps.
    ``defined``: how many steps are defined, so that a step registered later is seen."""
    return [(d.parser.regex.fullmatch, d) for d in STEP_DEFINITIONS[:defined] if d.kind == kind]


def parse_step_text(kind: str, text: str) -> tuple[StepDefinition, dict[str, Any]]:
    """The one ``kind`` step definition matching ``text`` and its converted arguments. Raises
    :class:`ValueError` if no definition or more than one matches, or a converter refuses its text."""
    found = matching(kind, text)
    if len(found) != 1:
        raise ValueError(f"{len(found)} {kind} step definitions match (exactly one must)")
    return found[0], found[0].arguments(text)


# --- Given: the game and its setup ------------------------------------------------------------------


@_step("given", r"a game between (?P<players>.+?)(?P<pregame> that hasn't begun)?", players=split_list)
def _game(rulings_builder: ScenarioBuilder, players: list[str], pregame: str | None) -> None:
    rulings_builder.game(players)
    rulings_builder.begun = not pregame


@_step("given", r"a Two-Headed Giant game: (?P<team1>.+) against (?P<team2>.+)", team1=split_list, team2=split_list)
def _two_headed_giant(rulings_builder: ScenarioBuilder, team1: list[str], team2: list[str]) -> None:
    if len(team1) != 2 or len(team2) != 2:
        raise StepError("a Two-Headed Giant game has two teams of two players (810.1)")
    rulings_builder.game([*team1, *team2], [team1, team2])  # teammates sit together: priority passes within a team first


@_step("given", rf"it is {PLAYER}'s (?P<step>.+)", step=parse_step)
def _turn(rulings_builder: ScenarioBuilder, player: str, step: str) -> None:
    rulings_builder.set_turn(player, step)


@_step("given", rf"{PLAYER} controls (?P<cards>.+)", cards=lambda text: parse_cards(text, tokens_ok=True))
def _controls(rulings_builder: ScenarioBuilder, player: str, cards: Any) -> None:
    rulings_builder.add_cards(player, "battlefield", cards)


@_step("given", rf"{PLAYER} has (?P<cards>.+) in (?:{PRONOUN} (?P<zone>hand|graveyard)|(?P<exile>exile))",
       cards=parse_cards)
def _has(rulings_builder: ScenarioBuilder, player: str, cards: Any, zone: str | None, exile: str | None) -> None:
    """"Alice has Forest in exile": cards she owns, exiled face up before the scenario begins (406.3), with no
    effect that lets anyone play them."""
    rulings_builder.add_cards(player, zone or "exile", cards)


@_step("given", rf"{PLAYER}'s library, from the top, is (?P<cards>.+)", cards=parse_cards)
def _library(rulings_builder: ScenarioBuilder, player: str, cards: Any) -> None:
    rulings_builder.add_cards(player, "library", cards)


@_step("given", rf"{PLAYER} has (?P<mana>(?:\{{[^}}]+\}})+) in {PRONOUN} mana pool", mana=check_mana)
def _mana(rulings_builder: ScenarioBuilder, player: str, mana: str) -> None:
    rulings_builder.set_player(player, mana_pool=mana)


@_step("given", rf"{PLAYER} has played a land this turn")
def _land_played(rulings_builder: ScenarioBuilder, player: str) -> None:
    rulings_builder.set_player(player, lands_played=1)


@_step("given", rf"{PLAYER}'s life total is (?P<life>\d+)", life=int)
def _life(rulings_builder: ScenarioBuilder, player: str, life: int) -> None:
    rulings_builder.set_player(player, life=life)


@_step("given", rf"{PLAYER} will answer the \"you may\" choices with (?P<answers>.+)", answers=split_list)
def _may(rulings_builder: ScenarioBuilder, player: str, answers: list[str]) -> None:
    if any(a not in ("yes", "no") for a in answers):
        raise StepError(f"answers to \"you may\" choices are yes or no, got {answers}")
    rulings_builder.decide(player, "may", answers)


_CHOICE_KINDS = {"to put on the bottom": "bottom", "to exile": "exile", "as targets": "target",
                 "as the color of mana": "color", "as the color": "color",
                 "when searching": "search", "to exile with hideaway": "hideaway", "to discard": "discard",
                 "to sacrifice": "sacrifice", "to return": "return", "as the type of mana": "mana",
                 "as the replacement effect to apply first": "replacement", "as the card name": "name",
                 "to copy": "copy", "to cast": "cast", "to attach it to": "attach_to", "to attach": "attach",
                 "to put onto the battlefield": "put_onto_battlefield",
                 "to enchant": "enchant", "as the chosen creature": "choose",
                 "to promise the gift to": "gift", "to put into her hand": "hand", "to put into his hand": "hand",
                 "to tap": "tap", "to put into her graveyard": "graveyard",
                 "to put on top of her library": "top", "as the place in the library": "library_place",
                 "as the plot cost": "plot_cost"}


@_step("given", rf"{PLAYER} will choose (?P<answers>.+?) (?P<kind>{'|'.join(_CHOICE_KINDS)})", answers=split_cards)
def _choose(rulings_builder: ScenarioBuilder, player: str, answers: list[str], kind: str) -> None:
    """Scripted answers, in order, to the choices of one kind the engine will ask ``player`` for."""
    rulings_builder.decide(player, _CHOICE_KINDS[kind], answers)


@_step("given", rf"{PLAYER} will (?P<results>(?:win|lose)(?:, then (?:win|lose))*) {PRONOUN} coin flips?",
       results=lambda text: text.split(", then "))
def _coin(rulings_builder: ScenarioBuilder, player: str, results: list[str]) -> None:
    """How ``player``'s coin flips come out, in order (705.1, 705.2): scripted answers of kind ``coin``."""
    rulings_builder.decide(player, "coin", results)


@_step("given", rf"{PLAYER} will choose the mode \"(?P<mode>.+)\"")
def _mode(rulings_builder: ScenarioBuilder, player: str, mode: str) -> None:
    """The mode of a modal spell ("Choose one —"), chosen as it is cast (601.2b, 700.2a): the mode's Oracle text,
    without its bullet (it may quote an ability: the mode is all between the first and the last quote). Answers
    are consumed in order, one per modal spell cast; a spree spell takes one per mode chosen (702.172a)."""
    rulings_builder.decide(player, "mode", [mode])


@_step("given", rf"{PLAYER} will choose no more modes")
def _no_more_modes(rulings_builder: ScenarioBuilder, player: str) -> None:
    """The end of a spree spell's modes (702.172a): one or more are chosen, one by one, then "no more"."""
    rulings_builder.decide(player, "mode", ["no more"])


@_step("given", rf"{PLAYER} will (?P<answers>(?:keep|mulligan)(?:,? then (?:keep|mulligan))*)", answers=split_list)
def _mulligan(rulings_builder: ScenarioBuilder, player: str, answers: list[str]) -> None:
    """Keep-or-mulligan decisions for the opening hand, in order (103.5)."""
    rulings_builder.decide(player, "mulligan", answers)


def _trigger_order(text: str) -> list[str]:
    """``Summon: Fat Chocobo, then Bahamut, Warden of Light``: names with commas (a back face's too) stay whole."""
    return split_cards(text, lambda piece: piece in CARDS or piece in TOKENS or piece in BACK_FACES)


@_step("given", rf"{PLAYER} will put {PRONOUN} triggered abilities on the stack in the order (?P<order>.+)",
       order=_trigger_order)
def _order(rulings_builder: ScenarioBuilder, player: str, order: list[str]) -> None:
    """The order, first at the bottom (603.3b); a card name with commas ("Kuja, Genome Sorcerer") stays whole."""
    rulings_builder.decide(player, "order", [[check_object_name(n) for n in order]])


# --- When: actions --------------------------------------------------------------------------------

_VERBS = {"plays": "play_land", "casts": "cast_spell", "cycles": "cycle"}
_PLAY = rf"{PLAYER} (?P<verb>plays|casts|cycles|tries to play|tries to cast|tries to cycle) {_CARD} from (?P<zone>.+?)"


def tap_for_mana(text: str) -> list[str]:
    """``Mountain, 2 Forests and Clive's Hideaway`` -> the permanents to tap for mana, one name per land, each
    with exactly one ability "{T}: Add ..." (its Oracle text), so every engine taps the same ability."""
    names = []
    for item in parse_cards(text):
        if item.tapped or item.summoning_sick or item.counters or item.attached_to or item.named:
            raise StepError(f"'by tapping' names permanents without a status, got {text!r}")
        names += [item.name] * item.count
    for name in dict.fromkeys(names):
        mana = [t for t in activated_ability_texts(name) if t.startswith("{T}: Add ")]
        if len(mana) != 1:
            raise StepError(f"{name} has {len(mana)} abilities \"{{T}}: Add ...\"; name the one to activate with "
                            f"'while casting it, <player> activates {name}'s \"<its text>\" ability'")
    return names


@_step("when", _PLAY + r"(?: with X = (?P<x>\d+))?(?: by tapping (?P<lands>.+))?", card=check_spell_name,
       zone=parse_zone)
def _play(rulings_builder: ScenarioBuilder, player: str, verb: str, card: str, zone: tuple[str, str | None],
          x: str | None, lands: str | None) -> None:
    """Naming an Adventure ("casts Stomp") casts its adventurer card as that Adventure (715.3). "by tapping
    Mountain and Forest" pays the cost with mana abilities activated while casting (601.2g, 605.3a): each is an
    ``activate_ability`` action of the cast's ``during``, so an engine without a settable mana pool can run it."""
    kind = _VERBS[verb.removeprefix("tries to ") + "s" if verb.startswith("tries") else verb]
    expect = None if verb.startswith("tries") else "accepted"
    as_adventure = card in ADVENTURES
    if as_adventure and kind != "cast_spell":
        raise StepError(f"{card} is an Adventure: it can only be cast")
    if lands is not None and kind != "cast_spell":
        raise StepError("only a spell is cast 'by tapping' lands (601.2g); a land is played without paying")
    where, owner = zone
    if owner is not None:
        rulings_builder.player(owner)
    rulings_builder.act(kind, player=player, card=ADVENTURES.get(card, card), zone=where, x=int(x) if x else None,
                        expect=expect, as_adventure=as_adventure, owner=owner if owner != player else None)
    for name in tap_for_mana(lands) if lands else []:
        ability = next(t for t in activated_ability_texts(name) if t.startswith("{T}: Add "))
        rulings_builder.while_casting(Action("activate_ability", player=player, card=name, ability=ability))


@_step("when", rf"{PLAYER} (?P<verb>plots|tries to plot) {_CARD} from (?P<zone>.+?)", card=check_card_name,
       zone=parse_zone)
def _plot(rulings_builder: ScenarioBuilder, player: str, verb: str, card: str, zone: tuple[str, str | None]) -> None:
    """Plot a card (702.170a): a special action from the hand, or from the top of the library as an effect allows."""
    where, owner = zone
    if owner is not None and owner != player:
        raise StepError("a player plots only their own cards (702.170a)")
    rulings_builder.act("plot", player=player, card=card, zone=where, expect=None if verb.startswith("tries") else "accepted")


_ABILITY_REF = re.compile(r'(?P<card>[A-Z].*?)\'s "(?P<text>[^"]+)" ability')


def parse_ability_ref(text: str) -> tuple[str, str]:
    """``Clive's Hideaway's "{2}{B}{B}, {T}" ability`` -> (card, ability text). The text must begin exactly one
    of the card's activated abilities as printed (its Oracle text; its cost is enough), so every engine
    activates the same ability, whatever order it keeps them in."""
    m = _ABILITY_REF.fullmatch(text)
    if not m:
        raise StepError(f"name an ability as <card>'s \"<its text or cost>\" ability, not {text!r}")
    card = check_card_name(m["card"], tokens_ok=True)
    texts = activated_ability_texts(card)
    found = [t for t in texts if t.startswith(m["text"])]
    if len(found) != 1:
        listed = "; ".join(f'"{t}"' for t in texts) or "none"
        raise StepError(f"{card} has {'no' if not found else 'more than one'} activated ability beginning "
                        f"\"{m['text']}\" (its activated abilities: {listed})")
    return card, m["text"]


_DURING = re.compile(rf"{PLAYER} (?P<verb>looks|tries to look) at the top card of {PRONOUN} library|"
                     rf"{PLAYER.replace('player', 'player2')} (?P<verb2>activates|tries to activate) (?P<ref>.+)")


def _parse_during(text: str) -> Action:
    m = _DURING.fullmatch(text)
    if not m:
        raise StepError(f"while casting, only looking at the top card of a library or activating a mana ability is "
                        f"understood, not {text!r}")
    if m["player"]:
        return Action("look_at_library_top", player=m["player"], expect=None if m["verb"].startswith("tries") else "accepted")
    card, ability = parse_ability_ref(m["ref"])
    return Action("activate_ability", player=m["player2"], card=card, ability=ability,
                  expect=None if m["verb2"].startswith("tries") else "accepted")


@_step("when", r"while casting it, (?P<sub>.+)", sub=_parse_during)
def _while_casting(rulings_builder: ScenarioBuilder, sub: Action) -> None:
    rulings_builder.while_casting(sub)


@_step("when", rf"{PLAYER} (?P<verb>attacks|tries to attack) with (?P<cards>.+)",
       cards=lambda text: parse_cards(text, tokens_ok=True))
def _attack(rulings_builder: ScenarioBuilder, player: str, verb: str, cards: Any) -> None:
    rulings_builder.act("declare_attackers", player=player, cards=[c.name for c in cards for _ in range(c.count)],
                        expect=None if verb.startswith("tries") else "accepted")


def _blocks(text: str) -> list[list[str]]:
    """``Colossal Dreadmaw with Giant Spider and Grizzly Bears; Isamaru, Hound of Konda with Goblin Raider`` ->
    [blocking creature, attacking creature] pairs, in the order written (509.1a)."""
    pairs = []
    for group in text.split("; "):
        attacker, sep, blockers = group.partition(" with ")
        if not sep:
            raise StepError(f"say '<attacking creature> with <blocking creatures>', got {group!r}")
        attacker = check_object_name(attacker)
        pairs += [[c.name, attacker] for c in parse_cards(blockers, tokens_ok=True) for _ in range(c.count)]
    return pairs


@_step("when", rf"{PLAYER} (?P<verb>blocks|tries to block) (?P<blocks>.+)", blocks=_blocks)
def _block(rulings_builder: ScenarioBuilder, player: str, verb: str, blocks: list[list[str]]) -> None:
    """The defending player's blocks, declared as the declare blockers step begins (509.1); several attacking
    creatures are separated by semicolons."""
    rulings_builder.act("declare_blockers", player=player, blocks=blocks,
                        expect=None if verb.startswith("tries") else "accepted")


@_step("when", rf"{PLAYER} declares no blockers")
def _no_blocks(rulings_builder: ScenarioBuilder, player: str) -> None:
    rulings_builder.act("declare_blockers", player=player, blocks=[])


def _numbered(text: str, word: str, names: tuple[str, ...], what: str) -> list[tuple[int, str]]:
    """``2 from Sazh's Chocobo and 1 from Cloud, Midgar Mercenary`` (``word`` "from") -> [(2, "Sazh's Chocobo"),
    (1, "Cloud, Midgar Mercenary")]: a name with commas among ``names`` stays whole."""
    out = []
    for item in split_cards(text, lambda piece: bool(re.fullmatch(rf"\d+ {word} .+", piece))
                            and piece.split(f" {word} ", 1)[1] in names):
        n, sep, name = item.partition(f" {word} ")
        if not sep or not n.isdigit():
            raise StepError(f"say '<number> {word} <{what}>', got {item!r}")
        out.append((int(n), name))
    return out


def _assignment(text: str) -> dict[str, int]:
    """``4 to Giant Spider and 2 to Bob`` -> {"Giant Spider": 4, "Bob": 2} (a player is named by their name)."""
    return {name if re.fullmatch(r"[A-Z][a-z]+", name) and name not in CARDS else check_object_name(name): n
            for n, name in _numbered(text, "to", (*CARDS, *TOKENS), "creature or player")}


@_step("when", rf"{PLAYER} (?P<verb>assigns|tries to assign) {_CARD}'s combat damage as (?P<assignment>.+)",
       card=check_object_name, assignment=_assignment)
def _assign(rulings_builder: ScenarioBuilder, player: str, verb: str, card: str, assignment: dict[str, int]) -> None:
    """How the attacking player divides a blocked creature's combat damage (510.1c; with trample, 702.19b)."""
    rulings_builder.act("assign_combat_damage", player=player, card=card, assignment=assignment,
                        expect=None if verb.startswith("tries") else "accepted")


@_step("when", rf"{PLAYER} (?P<verb>activates|tries to activate) (?P<ref>.+'s \".+\" ability)", ref=parse_ability_ref)
def _activate(rulings_builder: ScenarioBuilder, player: str, verb: str, ref: tuple[str, str]) -> None:
    rulings_builder.act("activate_ability", player=player, card=ref[0], ability=ref[1],
                        expect=None if verb.startswith("tries") else "accepted")


@_step("when", rf"{PLAYER} (?P<verb>looks|tries to look) at the top card of {PRONOUN} library")
def _look(rulings_builder: ScenarioBuilder, player: str, verb: str) -> None:
    rulings_builder.act("look_at_library_top", player=player, expect=None if verb.startswith("tries") else "accepted")


@_step("when", rf"the game begins with {PLAYER} as the starting player")
def _begin(rulings_builder: ScenarioBuilder, player: str) -> None:
    rulings_builder.act("begin_game", player=player)


@_step("when", rf"{PLAYER} tries to discard {_CARD}", card=check_card_name)
def _discard(rulings_builder: ScenarioBuilder, player: str, card: str) -> None:
    rulings_builder.act("discard", player=player, card=card, zone="hand", expect=None)


@_step("when", r"all players pass priority")
def _pass_round(rulings_builder: ScenarioBuilder) -> None:
    rulings_builder.act("pass_priority")


@_step("when", rf"{PLAYER} (?P<verb>passes|tries to pass) priority")
def _pass_one(rulings_builder: ScenarioBuilder, player: str, verb: str) -> None:
    """"Bob tries to pass priority": a pass the scenario may expect refused (a player without priority, 117.1)."""
    rulings_builder.act("pass_priority", player=player, expect=None if verb.startswith("tries") else "accepted")


@_step("when", r"all players pass priority until the stack is empty")
def _resolve(rulings_builder: ScenarioBuilder) -> None:
    rulings_builder.act("resolve_stack")


@_step("when", rf"the game advances to {PLAYER}'s (?P<step>.+)", step=parse_step)
def _advance(rulings_builder: ScenarioBuilder, player: str, step: str) -> None:
    rulings_builder.act("advance_to", player=player, step=step)


@_step("when", rf"an effect puts (?P<cards>.+) from {PLAYER}'s (?P<zone>hand|graveyard) onto the battlefield "
               rf"under {PRONOUN} control", cards=parse_cards)
def _put(rulings_builder: ScenarioBuilder, cards: Any, player: str, zone: str) -> None:
    names = [c.name for c in cards for _ in range(c.count)]
    rulings_builder.act("put_onto_battlefield", player=player, cards=names, zone=zone)


# --- Then: checks ---------------------------------------------------------------------------------


@_step("then", r"that is (?P<answer>accepted|rejected)(?: by rule (?P<rule>\d{3}(?:\.\d+[a-z]?)?))?")
def _expect(rulings_builder: ScenarioBuilder, answer: str, rule: str | None) -> None:
    """"Then that is rejected by rule 302.6": the previous "tries to" action must be refused, for that reason
    when the engine cites a rule."""
    if rule and answer != "rejected":
        raise StepError("only a rejection names the rule that forbids the action")
    rulings_builder.expect_last(answer, rule)


def _trigger_sources(text: str) -> dict[str, int]:
    """``2 from Sazh's Chocobo and 1 from Cloud, Midgar Mercenary`` -> counts by source name."""
    counts: dict[str, int] = {}
    for n, name in _numbered(text, "from", (*CARDS, *BACK_FACES), "card"):
        counts[check_object_name(name)] = counts.get(name, 0) + n
    return counts


@_step("then", r"the triggered abilities put on the stack are (?P<sources>.+)", sources=_trigger_sources)
def _triggered(rulings_builder: ScenarioBuilder, sources: dict[str, int]) -> None:
    rulings_builder.check("triggered", sources=sources)


@_step("then", r"no triggered ability is put on the stack")
def _no_trigger(rulings_builder: ScenarioBuilder) -> None:
    rulings_builder.check("triggered", sources={})


@_step("then", rf"{_CARD} has (?P<count>\d+) (?P<kind>\S+) counters?", card=check_object_name, count=int)
def _counters(rulings_builder: ScenarioBuilder, card: str, count: int, kind: str) -> None:
    rulings_builder.check("counters", card=card, kind=kind, count=count)


@_step("then", rf"{PLAYER}'s life total is (?P<life>\d+)", life=int)
def _life_is(rulings_builder: ScenarioBuilder, player: str, life: int) -> None:
    rulings_builder.check("life", player=player, life=life)


@_step("then", rf"{PLAYER} controls (?P<cards>.+)", cards=card_counts)
def _controls_check(rulings_builder: ScenarioBuilder, player: str, cards: dict[str, int]) -> None:
    rulings_builder.check("controls", player=player, cards=cards)


@_step("then", rf"{PLAYER} has (?P<cards>.+) in {PRONOUN} (?P<zone>hand|graveyard|library)", cards=card_counts)
def _zone_check(rulings_builder: ScenarioBuilder, player: str, cards: dict[str, int], zone: str) -> None:
    rulings_builder.check("zone", player=player, zone=zone, cards=cards)


@_step("then", r"(?P<cards>(?:[A-Z]|no |\d).*) (?:is|are) in exile", cards=card_counts)
def _exile_check(rulings_builder: ScenarioBuilder, cards: dict[str, int]) -> None:
    rulings_builder.check("zone", player=None, zone="exile", cards=cards)


@_step("then", rf"the top card of {PLAYER}'s library is {_CARD}", card=check_object_name)
def _top(rulings_builder: ScenarioBuilder, player: str, card: str) -> None:
    rulings_builder.check("library_top", player=player, card=card)


@_step("then", rf"{_CARD} is attached to (?P<host>[A-Z].*)", card=check_object_name, host=check_object_name)
def _attached(rulings_builder: ScenarioBuilder, card: str, host: str) -> None:
    rulings_builder.check("attached", card=card, host=host)


@_step("then", rf"{_CARD} is attached to nothing", card=check_object_name)
def _attached_to_nothing(rulings_builder: ScenarioBuilder, card: str) -> None:
    """The permanent is on the battlefield and attached to no object or player (host None)."""
    rulings_builder.check("attached", card=card, host=None)


@_step("then", rf"{_CARD} on the (?P<where>battlefield|stack) has mana value (?P<value>\d+)", card=check_object_name,
       value=int)
def _mana_value(rulings_builder: ScenarioBuilder, card: str, where: str, value: int) -> None:
    rulings_builder.check("mana_value", card=card, where=where, value=value)


@_step("then", rf"it is {PLAYER}'s (?P<step>.+)", step=parse_step)
def _turn_is(rulings_builder: ScenarioBuilder, player: str, step: str) -> None:
    rulings_builder.check("turn", player=player, step=step)


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _characteristics_spec(text: str) -> dict[str, Any]:
    """``no color, card type Land, subtype Town and mana value 0`` -> expected characteristics (also ``power N``,
    ``toughness N``: a card's printed numbers off the battlefield, 208.3)."""
    expect: dict[str, Any] = {}
    for item in split_list(text):
        if m := re.fullmatch(r"mana value (\d+)", item):
            expect["mana_value"] = int(m[1])
        elif item == "no color":
            expect["colors"] = []
        elif m := re.fullmatch(r"colou?r identity (\w+(?:/\w+)*)", item):
            if any(c not in _COLOR_WORDS for c in m[1].split("/")):
                raise StepError(f"unknown color in {m[1]!r}")
            expect["color_identity"] = [_COLOR_WORDS[c] for c in m[1].split("/")]
        elif m := re.fullmatch(r"colou?rs? (\w+(?:/\w+)*)", item):
            if any(c not in _COLOR_WORDS for c in m[1].split("/")):
                raise StepError(f"unknown color in {m[1]!r}")
            expect["colors"] = [_COLOR_WORDS[c] for c in m[1].split("/")]
        elif m := re.fullmatch(r"card types? (.+)", item):
            expect["types"] = m[1].split("/")
        elif item == "no subtype":
            expect["subtypes"] = []
        elif m := re.fullmatch(r"subtypes? (.+)", item):
            expect["subtypes"] = m[1].split("/")
        elif m := re.fullmatch(r"an Adventure named (.+)", item):
            expect["adventure"] = m[1]
        elif item == "no Adventure":
            expect["adventure"] = None
        elif m := re.fullmatch(r"(\d+)/(\d+)", item):  # power/toughness
            expect["power"], expect["toughness"] = int(m[1]), int(m[2])
        elif m := re.fullmatch(r"(power|toughness) (\d+)", item):
            expect[m[1]] = int(m[2])
        elif item == "no counters":
            expect["counters"] = {}
        elif item in ("tapped", "untapped"):
            expect["tapped"] = item == "tapped"
        elif item in ("a token", "not a token"):
            expect["token"] = item == "a token"
        else:
            raise StepError(f"can't read characteristic {item!r}; use mana value N, no color, color red, "
                            "colors green/white, color identity white/black, P/T (e.g. 2/2), power N, toughness N, "
                            "no counters, tapped, untapped, a token, not a token, card type X, "
                            "subtype X, no subtype, an Adventure named X, no Adventure")
    return expect


@_step("then", rf"the {_CARD} (?:in (?P<player>[A-Z][a-z]+)'s (?P<zone>hand|graveyard|library)|(?P<exile>in exile)|"
               rf"(?P<stack>on the stack)|(?P<controller>[A-Z][a-z]+) controls) has (?P<spec>.+)",
       card=check_object_name, spec=_characteristics_spec)
def _characteristics(rulings_builder: ScenarioBuilder, card: str, player: str | None, zone: str | None,
                     exile: str | None, stack: str | None, controller: str | None, spec: dict[str, Any]) -> None:
    where = zone or ("exile" if exile else "stack" if stack else "battlefield")
    rulings_builder.check("characteristics", card=card, where=where, player=player or controller, expect=spec)


_STACK_ITEM = re.compile(r"(.+)'s (triggered|activated) ability")


def _known_stack_item(piece: str) -> bool:
    m = _STACK_ITEM.fullmatch(piece)
    name = m[1] if m else piece
    return name in CARDS or name in ADVENTURES or (m is not None and (name in TOKENS or name in BACK_FACES))


def _stack_items(text: str) -> list[str]:
    """``Lightning Bolt and Wizard's triggered ability`` -> ["Lightning Bolt (spell)", "Wizard (triggered)"]."""
    out = []
    for item in split_cards(text, _known_stack_item):
        if m := _STACK_ITEM.fullmatch(item):
            out.append(f"{check_object_name(m[1])} ({m[2]})")
        else:
            out.append(f"{check_object_name(item)} (spell)")
    return out


@_step("then", r"the stack, from the bottom, holds (?P<items>.+)", items=_stack_items)
def _stack_holds(rulings_builder: ScenarioBuilder, items: list[str]) -> None:
    """A spell by its name (an Adventure's name when cast as one), an ability as "<source>'s triggered ability"."""
    rulings_builder.check("stack", items=items)


@_step("then", r"the stack is empty")
def _stack_empty(rulings_builder: ScenarioBuilder) -> None:
    rulings_builder.check("stack", items=[])


@_step("then", rf"{_CARD} is (?P<state>tapped|untapped)", card=check_object_name)
def _tapped(rulings_builder: ScenarioBuilder, card: str, state: str) -> None:
    rulings_builder.check("tapped", card=card, tapped=state == "tapped")


@_step("then", rf"{_CARD} is (?P<power>\d+)/(?P<toughness>\d+)", card=check_object_name, power=int, toughness=int)
def _pt(rulings_builder: ScenarioBuilder, card: str, power: int, toughness: int) -> None:
    rulings_builder.check("power_toughness", card=card, power=power, toughness=toughness)


def _pt_list(text: str) -> list[list[int]]:
    """``2/1 and 1/1`` -> [[2, 1], [1, 1]]."""
    out = []
    for item in split_list(text):
        if not (m := re.fullmatch(r"(\d+)/(\d+)", item)):
            raise StepError(f"can't read {item!r} as power/toughness (N/M)")
        out.append([int(m[1]), int(m[2])])
    return out


@_step("then", rf"the {_CARD} permanents are (?P<each>\d+/\d+(?:(?:, | and )\d+/\d+)+)", card=check_object_name,
       each=_pt_list)
def _pt_each(rulings_builder: ScenarioBuilder, card: str, each: list[list[int]]) -> None:
    """The power and toughness of every permanent of that name, in any order: two Hero tokens, one equipped."""
    rulings_builder.check("power_toughness", card=card, each=each)


@_step("then", rf"{_CARD} is (?P<state>attacking|not attacking|blocked|unblocked|not blocking)", card=check_object_name)
def _combat_state(rulings_builder: ScenarioBuilder, card: str, state: str) -> None:
    """Its part in combat now (506.4, 508.1, 509.1g-h); "blocked"/"unblocked" say it is an attacking creature."""
    rulings_builder.check("combat", card=card, state=state)


@_step("then", rf"{_CARD} is blocking (?P<attacker>[A-Z].*)", card=check_object_name, attacker=check_object_name)
def _blocking(rulings_builder: ScenarioBuilder, card: str, attacker: str) -> None:
    rulings_builder.check("combat", card=card, state="blocking", attacker=attacker)


@_step("then", rf"{_CARD} has (?P<amount>\d+) damage marked on it", card=check_object_name, amount=int)
def _damage_marked(rulings_builder: ScenarioBuilder, card: str, amount: int) -> None:
    """Damage marked on a permanent (120.3e), until it wears off in the cleanup step (514.2)."""
    rulings_builder.check("damage", card=card, amount=amount)


@_step("then", rf"{PLAYER}'s mana pool is (?P<mana>empty|(?:\{{[^}}]+\}})+)", mana=mana_amounts)
def _pool(rulings_builder: ScenarioBuilder, player: str, mana: dict[str, int]) -> None:
    rulings_builder.check("mana_pool", player=player, mana=mana)



# --- pytest-bdd's own runs ----------------------------------------------------------------------------
# The suite's runs call the step functions directly (mtg_rulings/runner/plugin.py). A pytest-bdd test of one's own that loads
# this module (``pytest_plugins = ["mtg_rulings.steps.vocabulary"]``, ``scenarios("features")``) builds the same scenario
# data through pytest-bdd: the fixture and hooks below give the builder the scenario's identity and each step's
# line, as the suite's runs do. Run what it builds with :func:`mtg_rulings.adapters.harness.execute`.


@pytest.fixture
def rulings_builder() -> ScenarioBuilder:
    """The scenario a pytest-bdd scenario's steps build; ``pytest_bdd_before_scenario`` names it."""
    return ScenarioBuilder("", "", "", 0, [], [], "")


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Name the builder after the scenario: its ``@id:`` (with ``[row values]`` for an Examples row), ``@ruling:``
    and ``@cr:`` tags (its Rule's too), its feature (as pytest-bdd names it, relative to ``bdd_features_base_dir``) and line."""
    builder: ScenarioBuilder = request.getfixturevalue("rulings_builder")
    tags = sorted(scenario.tags | (scenario.rule.tags if scenario.rule is not None else set()))
    values = [v.partition(":")[2] for v in tags]
    sid = next((v for t, v in zip(tags, values, strict=True) if t.startswith("id:")), scenario.name)
    callspec = getattr(request.node, "callspec", None)
    example = callspec.params.get("_pytest_bdd_example") if callspec else None
    builder.id = f"{sid}[{'-'.join(example.values())}]" if example else sid
    builder.name, builder.feature, builder.first_line = scenario.name, feature.rel_filename, scenario.line_number
    builder.rulings = [v for t, v in zip(tags, values, strict=True) if t.startswith("ruling:")]
    builder.rules = [v for t, v in zip(tags, values, strict=True) if t.startswith("cr:")]
    builder.description = scenario.description


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    """The feature line named by the actions and checks the step makes."""
    if getattr(step_func, "__module__", None) == __name__:
        request.getfixturevalue("rulings_builder").line = f"{feature.rel_filename}:{step.line_number}"
