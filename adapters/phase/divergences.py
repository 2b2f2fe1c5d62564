"""phase.rs divergences found by running the corpus, each triaged: a parser gap (what phase's parser made of an
Oracle sentence, quoted beside it, each differing part named) or a rules gap (the rule phase doesn't follow).

The parser gaps phase's faces show by themselves (an ``Unimplemented`` sentence, a 603.2d cause narrower than
its sentence, a fixed bonus where the text counts "for each") are found in adapters/phase/faces.py. Those below
were found by reading a failing scenario's game; each is recognised by what happened in the game that failed
(phase's refusal, its events, a choice it didn't offer, the cards in play), never by a scenario's name, and a
parser gap is given only while phase's face still shows it. The adapter adds the notes that apply to a `failed`
message (``PhaseEngine.failure_notes``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mtg_rulings.adapters.phase import faces
from mtg_rulings.model.scenario import Action


@dataclass
class Facts:
    """What the adapter saw of one game, for recognising a known divergence."""

    cards: set[str] = field(default_factory=set)
    names: list[str] = field(default_factory=list)
    teams: bool = False
    refusals: list[tuple[Action, str]] = field(default_factory=list)  # actions phase refused, with its reason
    mismatches: list[str] = field(default_factory=list)  # choices phase's game contradicted, as reported
    events: list[list[dict[str, Any]]] = field(default_factory=list)  # phase's events, per call into phase
    flags: set[str] = field(default_factory=set)  # other observations, named by the adapter

    def refused(self, kind: str, fragment: str) -> list[Action]:
        return [a for a, reason in self.refusals if a.kind == kind and fragment in reason]

    def all_events(self) -> list[dict[str, Any]]:
        return [e for call in self.events for e in call]


#: The flag naming a permanent phase's take-back of a refused cast or activation (its CancelCast) left tapped.
LEFT_TAPPED = "left tapped by phase's CancelCast: "


def _left_tapped(f: Facts) -> list[str]:
    return sorted(flag.removeprefix(LEFT_TAPPED) for flag in f.flags if flag.startswith(LEFT_TAPPED))


@dataclass(frozen=True)
class Divergence:
    kind: str  # "parser gap" or "rules gap"
    rules: tuple[str, ...]
    applies: Callable[[Facts], bool]
    text: Callable[[Facts], str]

    def note(self, facts: Facts) -> str:
        rules = f" (CR {', '.join(self.rules)})" if self.rules else ""
        return f"{self.kind}{rules}: {self.text(facts)}"


def _adventure_land_refused(f: Facts) -> bool:
    return any(a.as_adventure for a in f.refused("cast_spell", "has no mana cost (CR 118.6)"))


def _land_cast_refused_for_its_cost(f: Facts) -> bool:
    """phase refused to cast a land card (not as an Adventure) for its missing mana cost."""
    return any(not a.as_adventure and a.card and "Land" in (faces.face(a.card).get("card_type") or {}).get(
        "core_types", []) for a in f.refused("cast_spell", "has no mana cost (CR 118.6)"))


def _schemes_target() -> Any:
    ability = (faces.face("Sorceress's Schemes").get("abilities") or [{}])[0]
    return (ability.get("effect") or {}).get("target")


def _schemes_gap(f: Facts) -> bool:
    """Sorceress's Schemes was refused for want of a target while phase's parsed target has no exiled card."""
    return bool([a for a in f.refused("cast_spell", "No legal targets") if a.card == "Sorceress's Schemes"]) and (
        '"zone": "Exile"' not in json.dumps(_schemes_target()))


def _hideaway_played_nothing(f: Facts) -> bool:
    if "Clive's Hideaway" not in f.cards:
        return False
    for call in f.events:
        resolved = any(e.get("type") == "EffectResolved" and (e.get("data") or {}).get("kind") == "CastFromZone"
                       for e in call)
        left_exile = any(e.get("type") == "ZoneChanged" and (e.get("data") or {}).get("from") == "Exile" for e in call)
        if resolved and not left_exile:
            return True
    return False


def _mana_added(f: Facts, color: str) -> bool:
    return any(e.get("type") == "ManaAdded" and (e.get("data") or {}).get("mana_type") == color for e in f.all_events())


def _slab_hammer_gap(f: Facts) -> bool:
    return "Slab Hammer" in f.cards and '"target": {"type": "Any"}' in json.dumps(_slab_hammer_pump())


def _slab_hammer_pump() -> Any:
    trigger = (faces.face("Slab Hammer").get("triggers") or [{}])[0]
    return ((trigger.get("execute") or {}).get("sub_ability") or {}).get("effect")


def _gilgamesh_reflexive() -> Any:
    trigger = (faces.face("Gilgamesh, Master-at-Arms").get("triggers") or [{}])[0]
    return (trigger.get("execute") or {}).get("sub_ability")


def _gilgamesh_gap(f: Facts) -> bool:
    sub = _gilgamesh_reflexive()
    return "Gilgamesh, Master-at-Arms" in f.cards and isinstance(sub, dict) and sub.get("kind") == "Spell"


def _moves(call: list[dict[str, Any]], to: str) -> list[dict[str, Any]]:
    """The records of the objects that left the battlefield for ``to`` in one call into phase."""
    return [(e.get("data") or {}).get("record") or {} for e in call if e.get("type") == "ZoneChanged"
            and (e.get("data") or {}).get("from") == "Battlefield" and (e.get("data") or {}).get("to") == to]


def _crystal_left_with_creatures(f: Facts) -> bool:
    """The Darkness Crystal went to the graveyard in the same event as a nontoken creature its controller's
    opponent controlled, and that creature went to the graveyard too (not to exile)."""
    for call in f.events:
        died = _moves(call, "Graveyard")
        for crystal in (r for r in died if r.get("name") == "The Darkness Crystal"):
            if any("Creature" in (r.get("core_types") or []) and not r.get("is_token")
                   and r.get("controller") != crystal.get("controller") for r in died):
                return True
    return False


def _creature_died_with_masamune(f: Facts) -> bool:
    return "The Masamune" in f.cards and any(
        "Creature" in (r.get("core_types") or []) for call in f.events for r in _moves(call, "Graveyard"))


def _vaan_cast_nothing(f: Facts) -> bool:
    """Vaan's ability exiled a card and its CastFromZone resolved, but nothing left exile and no Treasure was made."""
    if "Vaan, Street Thief" not in f.cards:
        return False
    for call in f.events:
        cast = any(e.get("type") == "EffectResolved" and (e.get("data") or {}).get("kind") == "CastFromZone"
                   for e in call)
        left_exile = any(e.get("type") == "ZoneChanged" and (e.get("data") or {}).get("from") == "Exile" for e in call)
        token = any(e.get("type") == "TokenCreated" for e in call)
        if cast and not left_exile and not token:
            return True
    return False


def _vaan_cast() -> Any:
    trigger = (faces.face("Vaan, Street Thief").get("triggers") or [{}])[0]
    return ((trigger.get("execute") or {}).get("sub_ability") or {}).get("effect")


def _died_after_cleanup(f: Facts) -> bool:
    """In one call into phase, the cleanup step began, then the next turn, and a creature left the battlefield for
    a graveyard then, before any player passed priority or cast a spell: a state-based action that was due in the
    cleanup step, performed only as a player would receive priority in the next turn."""
    for call in f.events:
        types = [e.get("type") for e in call]
        cleanup = next((i for i, e in enumerate(call) if e.get("type") == "PhaseChanged"
                        and (e.get("data") or {}).get("phase") == "Cleanup"), None)
        if cleanup is None or "TurnStarted" not in types[cleanup:]:
            continue
        turn = types.index("TurnStarted", cleanup)
        for e in call[turn:]:
            if e.get("type") in ("PriorityPassed", "SpellCast", "StackPushed"):
                break
            data = e.get("data") or {}
            if (e.get("type") == "ZoneChanged" and data.get("from") == "Battlefield" and data.get("to") == "Graveyard"
                    and "Creature" in ((data.get("record") or {}).get("core_types") or [])):
                return True
    return False


def _old_ability_acts_on_returned(f: Facts) -> bool:
    """A permanent left the battlefield and came back under the same object id, and then got counters from an ability
    with it as the source whose stack entry was made before it came back (phase numbers stack entries in order,
    and doesn't report a trigger's push: an entry numbered below one pushed before the return is older)."""
    events = f.all_events()

    def data(e: dict[str, Any]) -> dict[str, Any]:
        return e.get("data") or {}

    for left, e in enumerate(events):
        if e.get("type") != "ZoneChanged" or data(e).get("from") != "Battlefield":
            continue
        obj = data(e).get("object_id")
        back = next((i for i in range(left + 1, len(events)) if events[i].get("type") == "ZoneChanged"
                     and data(events[i]).get("object_id") == obj and data(events[i]).get("to") == "Battlefield"), None)
        if back is None:
            continue
        pushed = [data(x).get("object_id") or 0 for x in events[:back] if x.get("type") == "StackPushed"]
        for i in range(back + 1, len(events) - 2):
            added, effect, resolved = events[i], events[i + 1], events[i + 2]
            if (added.get("type") == "CounterAdded" and data(added).get("object_id") == obj
                    and effect.get("type") == "EffectResolved" and data(effect).get("source_id") == obj
                    and resolved.get("type") == "StackResolved" and pushed
                    and (data(resolved).get("object_id") or 0) < max(pushed)):
                return True
    return False


KNOWN: list[Divergence] = [
    Divergence("rules gap", ("715.3a",), _adventure_land_refused, lambda f: (
        "phase refused to cast an adventurer land as its Adventure citing CR 118.6 (\"it has no mana cost\"): when "
        "the Adventure can't be cast, phase judges the land face, so its refusal names the wrong reason; only the "
        "Adventure's characteristics are evaluated to see if it can be cast (the reason is the Adventure's timing or "
        "a \"can't cast\" effect)")),
    Divergence("rules gap", ("715.3", "118.9"), lambda f: any("phase offered no choice of face" in m for m in f.mismatches),
               lambda f: ("\"you may cast a spell ... without paying its mana cost\" (phase's CastFromZone while an "
                          "ability resolves) casts an adventurer card as its creature face and never offers its "
                          "Adventure; an Adventure is a way to cast the card, not an alternative cost, so it may be "
                          "cast this way")),
    Divergence("rules gap", ("607.2a", "702.75a"), _hideaway_played_nothing, lambda f: (
        "Clive's Hideaway's \"{2}, {T}: You may play the exiled card without paying its mana cost ...\" resolved "
        "(phase's CastFromZone of ExiledBySource; its \"you may\" answered yes) and played nothing: the cards its "
        "hideaway ability exiled face down are linked in phase only as HideawayLookable, not as \"the exiled card\" "
        "of the linked ability")),
    Divergence("rules gap", ("401.5",), lambda f: "looked at the new top card while casting" in f.flags, lambda f: (
        "while a spell cast from the top of the library is being cast, phase's can_look_at_top_of_library stays "
        "true, so the new top card can be looked at before the spell becomes cast")),
    Divergence("rules gap", ("805.5a", "805.4c"), lambda f: f.teams and bool(f.refused("play_land", "Wrong player")
                                                                              + f.refused("cast_spell", "Wrong player")),
               lambda f: (f"in phase's Two-Headed Giant game only the first player of each team ({f.names[0]} and "
                          f"{f.names[2]} here) ever receives priority, so their teammates can't take an action in "
                          "their team's turn (\"Wrong player\"); a player may act whenever their team has priority")),
    Divergence("rules gap", ("707.2", "715.2b"), lambda f: "Clone" in f.cards and "copy without Adventure" in f.flags,
               lambda f: ("Clone entered as a copy of an adventurer card (phase's BecomeCopy) without its Adventure: "
                          "phase's copy has no back face, though the Adventure is part of the copiable values")),
    Divergence("parser gap", (), _slab_hammer_gap, lambda f: (
        "phase parsed Slab Hammer's Oracle sentence \"If you do, the creature gets +2/+2 until end of turn.\" as "
        f"{json.dumps(_slab_hammer_pump(), separators=(',', ':'))}, which drops \"the creature\" (the equipped "
        "creature that attacked): its target is {\"type\":\"Any\"}, which nobody chooses, so the bonus goes nowhere")),
    Divergence("parser gap", (), _gilgamesh_gap, lambda f: (
        "phase parsed Gilgamesh, Master-at-Arms's Oracle sentence \"When you put one or more Equipment onto the "
        "battlefield this way, you may attach one of them to a Samurai you control.\" as a sub-ability of its Dig "
        f"effect, {json.dumps((_gilgamesh_reflexive() or {}).get('effect'), separators=(',', ':'))}, run as the "
        "ability resolves: not a reflexive triggered ability (603.12), so nothing is put on the stack and it can't be "
        "ordered with the Equipment's own enters abilities (job select)")),
    Divergence("rules gap", ("106.12a", "106.12b"), lambda f: {"Mana Flare", "Contamination"} <= f.cards, lambda f: (
        "Mana Flare's triggered mana ability (parsed as TapsForMana, producing TriggerEventManaType) added {G}, the "
        "type Forest's mana ability would produce, not {B}, the type it produced after Contamination's replacement "
        "effect modified the mana production event")),
    Divergence("rules gap", ("106.7",), lambda f: "Contamination" in f.cards and bool(
        {"Fellwar Stone", "Exotic Orchard"} & f.cards), lambda f: (
        "phase's OpponentLandColors (\"any color that a land an opponent controls could produce\") reads the colors "
        "of the lands' mana abilities without the replacement effects that apply to them: under Contamination a "
        "land could produce only {B}")),
    Divergence("rules gap", ("106.7", "105.1", "106.5"), lambda f: bool({"Fellwar Stone", "Exotic Orchard"} & f.cards)
               and _mana_added(f, "Colorless") and "Reflecting Pool" not in f.cards, lambda f: (
        "phase's OpponentLandColors (\"one mana of any color that a land an opponent controls could produce\") "
        "produced colorless mana: colorless is a type of mana but not a color, so with lands that could produce "
        "only colorless the type is undefined and no mana is produced")),
    Divergence("rules gap", ("106.5", "614.12"), lambda f: "Crossroads Village" in f.cards and any(
        "the color of mana" in m for m in f.mismatches), lambda f: (
        "Crossroads Village had no color chosen as it entered (the setup put it onto the battlefield), and phase "
        "asks for any color when its \"one mana of the chosen color\" ability resolves instead of producing no mana "
        "(the type is undefined)")),
    Divergence("rules gap", ("715.3d",), lambda f: bool(f.refused("play_land", "with play permission")), lambda f: (
        "an adventurer land exiled by its own Adventure as it resolved gets phase's casting permission "
        "AdventureCreature, which only lets a card be cast, so phase refuses to play the land from exile; the player "
        "may play it (a land is played, not cast)")),
    Divergence("rules gap", ("603.2", "601.2i"), lambda f: "Bonecrusher Giant" in f.cards and "manual payment" in f.flags,
               lambda f: (
        "Bonecrusher Giant's \"Whenever this creature becomes the target of a spell, this creature deals 2 damage to "
        "that spell's controller\" (parsed as a BecomesTarget trigger from a StackSpell, dealing damage to "
        "TriggeringSpellController) didn't trigger when the spell targeting it was paid with mana abilities "
        "activated while casting (phase's payment_mode Manual); the same spell paid from the pool (Auto) makes it "
        "trigger. Observed, not traced inside phase: the adapter may share the fault")),
    # (not "while casting": the reproduction reads those words in a message as an action taken while casting)
    Divergence("rules gap", ("732.1",), lambda f: bool(_left_tapped(f)), lambda f: (
        f"phase refused a cast or activation part of the way through and its CancelCast took it back, leaving "
        f"{', '.join(_left_tapped(f))} tapped: the mana abilities activated as part of it are reversed with the rest "
        "of the illegal action, so what they tapped untaps")),
    Divergence("rules gap", ("502.4",), lambda f: "priority in the untap step" in f.flags, lambda f: (
        "after the opening-hand actions, phase gives a player priority during the first turn's untap step, where "
        "no player receives priority (its triggered abilities wait for the upkeep)")),
    Divergence("rules gap", ("712.8e", "202.3b"), lambda f: "back face with mana value 0" in f.flags, lambda f: (
        "phase gives a transformed double-faced permanent (its back face up, not a copy) mana value 0, from the back "
        "face's missing mana cost; its mana value is its front face's")),
    Divergence("rules gap", ("707.8a", "701.27c"), lambda f: "single-faced token copy of a double-faced card" in f.flags,
               lambda f: (
        "phase's token copy of a double-faced permanent has only the face that was up: it doesn't transform when "
        "told to, and a copy of a back face up enters without its front face; such a token is a double-faced token "
        "with both faces (an instruction to transform it is then followed)")),
    Divergence("rules gap", ("614.6", "603.10a"), _crystal_left_with_creatures, lambda f: (
        "The Darkness Crystal was destroyed in the same event as a nontoken creature an opponent controlled, and "
        "phase put that creature into the graveyard: a replacement effect applies to an event if its source is on "
        "the battlefield as the event would happen, so a permanent leaving at the same time still exiles them "
        "(The Darkness Crystal's ruling)")),
    Divergence("rules gap", ("603.2d", "613.1f"), _creature_died_with_masamune, lambda f: (
        "phase parsed The Masamune's \"Equipped creature has 'If a creature dying causes a triggered ability of "
        "this creature ... to trigger, that ability triggers an additional time.'\" as GrantStaticAbility "
        "DoubleTriggers {cause: CreatureDying} on the equipped creature, but a creature dying made the equipped "
        "creature's dies or leaves-the-battlefield ability trigger only once: the granted ability isn't applied")),
    Divergence("parser gap", (), _vaan_cast_nothing, lambda f: (
        "phase parsed Vaan's \"You may cast it. If you don't, create a Treasure token.\" as "
        f"{json.dumps(_vaan_cast(), separators=(',', ':'))} after ExileTop: \"it\" became ParentTarget, but "
        "ExileTop has no target, so nothing was cast (and no Treasure was created either)")),
    Divergence("rules gap", ("117.3b",), lambda f: not f.teams and bool(f.refused("cast_spell", "Wrong player")
                                                                         + f.refused("play_land", "Wrong player")),
               lambda f: ("after a spell resolved during which a nonactive player made a choice (a creature to "
                          "sacrifice), phase left priority with that player; after a spell resolves, the active "
                          "player receives priority, so phase refused the active player's next action "
                          "(\"Wrong player\")")),
    Divergence("rules gap", ("603.2d",), lambda f: "Veyran, Voice of Duality" in f.cards and any(
        "order triggered abilities" in m and m.rsplit("observed", 1)[-1].count("Veyran, Voice of Duality") == 1
        for m in f.mismatches), lambda f: (
        "casting or copying an instant or sorcery spell made Veyran, Voice of Duality's own magecraft ability "
        "trigger only once, while phase did make another permanent's ability trigger an additional time: Veyran's "
        "\"a triggered ability of a permanent you control\" includes its own abilities")),
    Divergence("rules gap", ("810.4", "810.9"), lambda f: "teammates' life totals differ" in f.flags, lambda f: (
        "phase's Two-Headed Giant players have life totals of their own (teammates' differ after one gains "
        "life), not the team's shared life total that each player's gains and losses are applied to")),
    Divergence("rules gap", ("305.9", "118.6"), _land_cast_refused_for_its_cost, lambda f: (
        "phase refused to cast a land card citing CR 118.6 (\"it has no mana cost\"), not because it is a land: "
        "attempting to cast a spell with an unpayable cost is legal (only paying it isn't), and a land can't be cast "
        "at all, whatever its cost")),
    Divergence("rules gap", ("305.1",), lambda f: "nonland played as a land" in f.flags, lambda f: (
        "phase's PlayLand accepted a card that isn't a land and put it onto the battlefield: only a land card is "
        "played as a land; a nonland card is cast")),
    Divergence("rules gap", ("601.2a", "115.5"), lambda f: "spell offered as its own target" in f.flags and any(
        "expected no target choice" in m for m in f.mismatches), lambda f: (
        "while a spell was being cast, phase listed the spell's own card among its legal targets (here from the "
        "graveyard it was cast from): the card is moved to the stack first, and a spell on the stack is an illegal "
        "target for itself, so the only legal target would have been chosen without a choice")),
    Divergence("parser gap", (), _schemes_gap, lambda f: (
        "phase parsed Sorceress's Schemes's Oracle sentence \"Return target instant or sorcery card from your "
        "graveyard or exiled card with flashback you own to your hand.\" with the target "
        f"{json.dumps(_schemes_target(), separators=(',', ':'))}, which drops \"or exiled card with flashback you "
        "own\": no exiled card can be targeted")),
    Divergence("rules gap", ("616.1", "614.5"), lambda f: {"Contamination", "Mana Reflection"} <= f.cards
               and _mana_added(f, "Green") and not _mana_added(f, "Black"), lambda f: (
        "a land tapped for mana under both Contamination (\"produces {B} instead\") and Mana Reflection (\"twice "
        "as much of that mana instead\") produced its mana unmodified, and phase asked no choice of order: each "
        "replacement effect applies once, in the order the affected object's controller chooses")),
    Divergence("rules gap", ("701.21a", "609.3"), lambda f: "Food" not in f.cards and any(
        "you may sacrifice a Food" in m for m in f.mismatches), lambda f: (
        "phase asked whether to sacrifice a Food (\"you may sacrifice a Food. If you do, ...\") while the player "
        "controlled no Food, where the reference engine asks nothing: a player can't sacrifice a permanent they "
        "don't control, so there is no choice to make (either answer draws no card)")),
    Divergence("rules gap", ("514.3a", "704.3"), _died_after_cleanup, lambda f: (
        "phase checks no state-based actions in the cleanup step: a creature whose toughness became 0 there (its "
        "\"until end of turn\" bonus ended, 514.2) stayed on the battlefield until the next turn, and no player "
        "received priority in that cleanup step; the game checks them there, and when one is performed the active "
        "player receives priority and another cleanup step follows")),
    Divergence("rules gap", ("400.7",), _old_ability_acts_on_returned, lambda f: (
        "phase keeps a card's object id when it leaves the battlefield and comes back, so an ability put on the stack "
        "by the permanent that left acted on the permanent that returned (it got the counters); the returned "
        "permanent is a new object with no relation to the one that left, and the ability does nothing to it")),
]


def notes(facts: Facts) -> list[str]:
    """The known divergences that explain what happened in this game."""
    return [d.note(facts) for d in KNOWN if d.applies(facts)]
