"""A divergence written as a Gherkin scenario in the suite's own step vocabulary (``rulings steps``).

The scenario is the shrunk case up to the action after which the engines disagree: its setup, the
scripted choices the reference engine asked for, every action with the expected engine's answer ("tries
to ..." and "Then that is rejected" for a refusal), and one check per difference, stating the expected
engine's value. It is tagged ``@unreviewed`` (no ``@ruling:`` until a person attaches the ruling or rule
that decides it), with the ``@cr:`` rules the reference engine applied in that action, and its description
gives both engines' answers. The text is checked by the suite's own lint before it is written
(:func:`mtg_rulings.fuzz.search.verify`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from mtg_rulings.fuzz.compare import Difference, Divergence, StepRecord
from mtg_rulings.model.scenario import ACTION_KINDS, Action, CardSpec, Decision, Scenario, Setup
from mtg_rulings.reference_engine.cards import ADVENTURES

STEP_WORDS: dict[str, str] = {
    "untap": "untap step", "upkeep": "upkeep", "draw": "draw step", "precombat_main": "precombat main phase",
    "beginning_of_combat": "beginning of combat step", "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step", "combat_damage": "combat damage step",
    "end_of_combat": "end of combat step", "postcombat_main": "postcombat main phase", "end": "end step",
    "cleanup": "cleanup step",
}
PRONOUNS: dict[str, str] = {"Alice": "her", "Bob": "his"}
#: How the vocabulary's "<player> will choose <answers> <words>" step names each kind of choice.
CHOICE_WORDS: dict[str, str] = {
    "bottom": "to put on the bottom", "exile": "to exile", "target": "as targets", "color": "as the color of mana",
    "search": "when searching", "hideaway": "to exile with hideaway", "discard": "to discard",
    "sacrifice": "to sacrifice", "return": "to return", "mana": "as the type of mana",
    "replacement": "as the replacement effect to apply first", "name": "as the card name", "copy": "to copy",
    "cast": "to cast",
}
FACT_WORDS: dict[str, str] = {
    "answer": "on whether the action is accepted", "life": "on a life total", "mana_pool": "on a mana pool",
    "zone": "on the cards in a zone", "exile": "on the cards in exile", "controls": "on the permanents controlled",
    "library_top": "on the top card of a library", "stack": "on the stack",
    "triggered": "on the triggered abilities put on the stack", "counters": "on counters",
    "tapped": "on whether a permanent is tapped", "power_toughness": "on power and toughness",
}


class Unstateable(ValueError):
    """A case the step vocabulary can't state (e.g. a setup field it has no step for)."""


def _pronoun(player: str) -> str:
    return PRONOUNS.get(player, "their")


def names(items: Iterable[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _status(spec: CardSpec) -> str:
    parts = (["tapped"] if spec.tapped else []) + (["summoning sick"] if spec.summoning_sick else [])
    parts += [f"with {n} {kind} counter{'s' if n != 1 else ''}" for kind, n in spec.counters.items() if n]
    if spec.attached_to or spec.named:
        raise Unstateable(f"{spec.name}: attachments and chosen names are not generated")
    return f" ({', '.join(parts)})" if parts else ""


def card_list(specs: list[CardSpec]) -> str:
    """Decklist notation, consecutive equal cards counted: ``2 Forest (tapped) and Sazh's Chocobo``."""
    items: list[tuple[str, int]] = []
    for spec in specs:
        text = spec.name + _status(spec)
        if items and items[-1][0] == text:
            items[-1] = (text, items[-1][1] + 1)
        else:
            items.append((text, 1))
    return names(text if n == 1 else f"{n} {text}" for text, n in items)


def _mana(symbols: dict[str, int] | tuple[tuple[str, int], ...]) -> str:
    pairs = dict(symbols)
    return "".join(f"{{{k}}}" * n for k, n in sorted(pairs.items(), key=lambda kv: "WUBRGC".find(kv[0]))) or "empty"


def setup_lines(setup: Setup) -> list[str]:
    if setup.teams or not setup.begun or setup.turn != 3:
        raise Unstateable("team games, games not yet begun and turn numbers other than 3 are not generated")
    lines = [f"Given a game between {names(p.name for p in setup.players)}",
             f"And it is {setup.active_player}'s {STEP_WORDS[setup.step]}"]
    for p in setup.players:
        her = _pronoun(p.name)
        if p.exile:
            raise Unstateable("the vocabulary has no step putting cards in exile in a setup")
        if p.battlefield:
            lines.append(f"And {p.name} controls {card_list(p.battlefield)}")
        if p.hand:
            lines.append(f"And {p.name} has {card_list(p.hand)} in {her} hand")
        if p.graveyard:
            lines.append(f"And {p.name} has {card_list(p.graveyard)} in {her} graveyard")
        if p.library:
            lines.append(f"And {p.name}'s library, from the top, is {card_list(p.library)}")
        if p.mana_pool:
            lines.append(f"And {p.name} has {p.mana_pool} in {her} mana pool")
        if p.lands_played:
            if p.lands_played != 1:
                raise Unstateable(f"{p.name} has played {p.lands_played} lands (the vocabulary says one)")
            lines.append(f"And {p.name} has played a land this turn")
        if p.life != 20:
            lines.append(f"And {p.name}'s life total is {p.life}")
    return lines


def decision_lines(decisions: list[Decision]) -> list[str]:
    """One step per player and kind of choice, answers in order (the order they are consumed in)."""
    groups: dict[tuple[str, str], list[Any]] = {}
    for d in decisions:
        groups.setdefault((d.player, d.kind), []).append(d.answer)
    lines = []
    for (player, kind), answers in groups.items():
        if kind == "may":
            lines.append(f"And {player} will answer the \"you may\" choices with {', then '.join(answers)}")
        elif kind == "order":
            lines += [f"And {player} will put {_pronoun(player)} triggered abilities on the stack in the order "
                      f"{', '.join(order)}" for order in answers]
        elif kind in CHOICE_WORDS:
            lines.append(f"And {player} will choose {', then '.join(map(str, answers))} {CHOICE_WORDS[kind]}")
        else:
            raise Unstateable(f"a {kind!r} choice")
    return lines


def _zone_words(zone: str | None, player: str) -> str:
    her = _pronoun(player)
    return {"hand": f"{her} hand", "library": f"the top of {her} library", "graveyard": f"{her} graveyard",
            "exile": "exile"}[zone or "hand"]


def action_lines(a: Action) -> list[str]:
    """The When step for ``a`` (without its keyword), and "Then that is rejected" when it is expected refused."""
    tries = a.expect == "rejected"
    p = a.player or ""
    if a.kind in ("play_land", "cast_spell"):
        verb = {"play_land": ("plays", "play"), "cast_spell": ("casts", "cast")}[a.kind]
        card = next((n for n, owner in ADVENTURES.items() if owner == a.card), a.card) if a.as_adventure else a.card
        text = (f"{p} {'tries to ' + verb[1] if tries else verb[0]} {card} from {_zone_words(a.zone, p)}"
                + (f" with X = {a.x}" if a.x is not None else ""))
    elif a.kind == "activate_ability":
        text = f"{p} {'tries to activate' if tries else 'activates'} {a.card}'s \"{a.ability}\" ability"
    elif a.kind == "pass_priority" and not tries:
        text = "all players pass priority" if a.player is None else f"{a.player} passes priority"
    elif a.kind == "resolve_stack" and not tries:
        text = "all players pass priority until the stack is empty"
    else:
        raise Unstateable(f"action {a.describe()} (expected {a.expect})")
    return [text, "that is rejected"] if tries else [text]


def _count(name: str, n: int) -> str:
    return f"no {name}" if n == 0 else f"{n} {name}"


def _stack_item(item: str) -> str:
    m = re.fullmatch(r"(.+) \((spell|triggered|activated)\)", item)
    if not m:
        return item
    return m[1] if m[2] == "spell" else f"{m[1]}'s {m[2]} ability"


def statement(d: Difference, value: Any) -> str:
    """The Then step saying that fact ``d.key`` has ``value`` (for the description, any value is written)."""
    key, kind = d.key, d.kind
    if kind == "life":
        return f"{key[1]}'s life total is {value}"
    if kind == "mana_pool":
        return f"{key[1]}'s mana pool is {_mana(value)}"
    if kind == "zone":
        return f"{key[1]} has {_count(key[3], value)} in {_pronoun(key[1])} {key[2]}"
    if kind == "exile":
        return f"{_count(key[1], value)} {'are' if value > 1 else 'is'} in exile"
    if kind == "controls":
        return f"{key[1]} controls {_count(key[2], value)}"
    if kind == "library_top":
        return f"the top card of {key[1]}'s library is {value}"
    if kind == "stack":
        return "the stack is empty" if not value else f"the stack, from the bottom, holds {names(map(_stack_item, value))}"
    if kind == "triggered":
        if not value:
            return "no triggered ability is put on the stack"
        return "the triggered abilities put on the stack are " + names(f"{n} from {s}" for s, n in sorted(value.items()))
    if kind == "counters":
        return f"{key[1]} has {value} {key[2]} counter{'s' if value != 1 else ''}"
    if kind == "tapped":
        return f"{key[1]} is {'tapped' if value else 'untapped'}"
    if kind == "power_toughness":
        return f"{key[1]} is {value[0]}/{value[1]}"
    if kind == "answer":
        return str(value)
    raise Unstateable(f"a fact of kind {kind!r}")


def _one_line(text: str) -> str:
    """Engine text as one safe description line: no line breaks, no Gherkin docstring quotes."""
    return re.sub(r"\s+", " ", text).replace('"""', '"').strip()


def cr_tags(action: Action, step: StepRecord) -> list[str]:
    """The rules the expected engine applied in the divergent action (its explanation, or its refusal's rule),
    else the rule the action kind is defined by."""
    rules = list(dict.fromkeys(step.rules + ([step.rule] if step.rule else [])))
    rules = [r for r in rules if re.fullmatch(r"\d{3}(?:\.\d+[a-z]?)?", r)][:8]
    if not rules:
        m = re.search(r"CR (\d{3}(?:\.\d+[a-z]?)?)", ACTION_KINDS.get(action.kind, ""))
        rules = [m[1]] if m else ["100.1"]
    return rules


def render_feature(scenario: Scenario, divergence: Divergence, ids: list[str], engine: str, against: str,
                   versions: dict[str, str], expected_step: StepRecord, command: str) -> str:
    """The ``.feature`` text of one shrunk divergence; ``scenario`` ends with the divergent action and holds the
    expected engine's answers as its expectations; ``ids[0]`` is its id, the rest are the other divergence
    keys this case shows (so a later run knows them)."""
    actions = [s for s in scenario.steps if isinstance(s, Action)]
    last = actions[-1]
    diffs = divergence.differences
    what = FACT_WORDS.get(diffs[0].kind, "")
    title = f"{engine} and {against} disagree {what} after {last.describe()}"
    engine_v, against_v = f"{engine} {versions.get(engine, '')}".strip(), f"{against} {versions.get(against, '')}".strip()
    desc = [f"Unreviewed: found by differential testing ({_one_line(command)}) and shrunk by Hypothesis.",
            f"The expectation is {against}'s answer; a person decides which engine is right, attaches the",
            "ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.",
            "After the last action:"]
    for d in diffs:
        desc.append(f"{against_v}: {_one_line(statement(d, d.expected))}")
        desc.append(f"{engine_v}: {_one_line(statement(d, d.observed))}")
    refusal = f" (its refusal: {expected_step.rule})" if not expected_step.accepted and expected_step.rule else ""
    rules = list(dict.fromkeys(expected_step.rules))
    desc.append(f"Rules {against} applied in that action: {', '.join(rules) or 'none reported'}{refusal}.")
    desc.append(f"Divergence keys: {', '.join(ids)}.")
    lines = [f"Feature: Unreviewed divergence {ids[0]} ({engine} against {against})", "",
             f"  @id:{ids[0]} @unreviewed " + " ".join(f"@cr:{r}" for r in cr_tags(last, expected_step)),
             f"  Scenario: {title}"]
    lines += [f"    {x}" for x in desc]
    lines.append("")
    steps = setup_lines(scenario.setup) + decision_lines(scenario.decisions)
    previous = "given"
    for a in actions:
        when = action_lines(a)
        steps.append(("And " if previous == "when" else "When ") + when[0])
        previous = "when"
        if len(when) > 1:
            steps.append(f"Then {when[1]}")
            previous = "then"
    for d in diffs:
        if d.kind == "answer":
            continue
        steps.append(("And " if previous == "then" else "Then ") + statement(d, d.expected))
        previous = "then"
    lines += [f"    {s}" for s in steps]
    return "\n".join(lines) + "\n"
