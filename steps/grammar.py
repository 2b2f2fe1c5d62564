"""How the step vocabulary reads card lists, zones, steps and mana in the CR's words.

Card lists use decklist notation: ``2 Traveling Chocobo, Sazh's Chocobo and Forest``; an item may
say ``no Forest`` (zero) and may carry a status in parentheses: ``Forest (tapped)``,
``Llanowar Elves (summoning sick)``, ``Sazh's Chocobo (with 2 +1/+1 counters)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from reference_engine.cards import CARDS, UnknownCard
from reference_engine.mana import ManaError, parse_mana

TOKEN_NAMES = frozenset({"Food", "Bird"})  # names of tokens that card effects create

STEP_NAMES: dict[str, str] = {
    "untap step": "untap", "upkeep": "upkeep", "upkeep step": "upkeep", "draw step": "draw",
    "precombat main phase": "precombat_main", "beginning of combat step": "beginning_of_combat",
    "declare attackers step": "declare_attackers", "declare blockers step": "declare_blockers",
    "combat damage step": "combat_damage", "end of combat step": "end_of_combat",
    "postcombat main phase": "postcombat_main", "end step": "end", "cleanup step": "cleanup",
}

PLAYER = r"(?P<player>[A-Z][a-z]+)"
PRONOUN = r"(?:her|his|their)"


class StepError(ValueError):
    """A step whose text can't be turned into scenario data (unknown card, step, mana...)."""


@dataclass
class CardItem:
    name: str
    count: int = 1
    tapped: bool = False
    summoning_sick: bool = False
    counters: dict[str, int] = field(default_factory=dict)


_ITEM = re.compile(r"^(?:(?P<count>\d+|no) )?(?P<name>.+?)(?: \((?P<status>[^)]*)\))?$")
_COUNTERS = re.compile(r"with (\d+) (\S+) counters?")


def check_card_name(name: str, tokens_ok: bool = False) -> str:
    """Raise :class:`StepError` unless ``name`` is a card in the project's card data."""
    if name in CARDS or (tokens_ok and name in TOKEN_NAMES):
        return name
    raise StepError(str(UnknownCard(name)))


def split_list(text: str) -> list[str]:
    """``A, B and C`` or ``A, then B`` into items."""
    return [p.strip() for p in re.split(r",\s*(?:then\s+|and\s+)?|\s+and\s+|\s+then\s+", text) if p.strip()]


def parse_cards(text: str, tokens_ok: bool = False) -> list[CardItem]:
    """Read a card list in decklist notation, checking every name."""
    items = []
    for part in split_list(text):
        m = _ITEM.match(part)
        if not m:
            raise StepError(f"can't read card list item {part!r}")
        count = 0 if m["count"] == "no" else int(m["count"] or 1)
        item = CardItem(check_card_name(m["name"], tokens_ok), count)
        for status in filter(None, (s.strip() for s in (m["status"] or "").split(","))):
            if status == "tapped":
                item.tapped = True
            elif status == "summoning sick":
                item.summoning_sick = True
            elif c := _COUNTERS.fullmatch(status):
                item.counters[c[2]] = int(c[1])
            else:
                raise StepError(f"unknown status {status!r} for {item.name}; use tapped, summoning sick, "
                                "or with N <kind> counters")
        items.append(item)
    return items


def card_counts(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for item in parse_cards(text, tokens_ok=True):
        counts[item.name] = counts.get(item.name, 0) + item.count
    return counts


def parse_step(text: str) -> str:
    try:
        return STEP_NAMES[text]
    except KeyError:
        raise StepError(f"unknown step or phase {text!r}; known: {', '.join(STEP_NAMES)}") from None


def parse_zone(text: str) -> str:
    """``her hand`` -> hand; ``the top of her library`` -> library; ``her graveyard`` -> graveyard."""
    m = re.fullmatch(rf"(?:the top of )?{PRONOUN} (hand|library|graveyard)", text)
    if not m or (m[1] == "library") != text.startswith("the top of"):
        raise StepError(f"unknown zone {text!r}; say 'her hand' or 'the top of her library'")
    return m[1]


def check_mana(text: str) -> str:
    try:
        parse_mana(text)
    except ManaError as e:
        raise StepError(str(e)) from None
    return text


def mana_amounts(text: str) -> dict[str, int]:
    return {} if text == "empty" else dict(parse_mana(check_mana(text)))
