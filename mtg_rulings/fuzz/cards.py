"""The cards the fuzzer draws on, read from the card data through its public names only.

Everything here comes from ``mtg_rulings.reference_engine.cards``' ``CARDS``, ``TOKENS``, ``ADVENTURES`` and
``activated_ability_texts``, and from each card's printed characteristics (name, type line, mana cost,
Oracle text), read in one place (:func:`card_info`) so that a change in how the catalog is stored touches
only this function. Cards are tagged by what their Oracle text says, not by name, so that cards added to
the data later are drawn on without a change here:

- ``doubler``: "triggers an additional time" (CR 603.2d);
- ``trigger``: a triggered ability (CR 603.1: "when", "whenever", "at");
- ``landfall``: it triggers on a land entering;
- ``mana_effect``: a mana replacement effect or a triggered mana ability ("tapped for mana", CR 106.12);
- ``mana_source``: an activated ability that adds mana (CR 605.1a);
- ``other_zones``: it lets a player play cards from another zone than the hand (CR 601.3, 305.1);
- ``adventure``: an adventurer card (CR 715);
- ``as_enters``: a choice made as it enters (CR 614.12), which a setup can't state for every engine: such a
  card is cast, never set up on the battlefield.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from mtg_rulings.reference_engine.cards import ADVENTURES, CARDS, TOKENS, activated_ability_texts

PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})

_TAGS: dict[str, re.Pattern[str]] = {
    "doubler": re.compile(r"triggers an additional time", re.I),
    "trigger": re.compile(r"(^|\n|— )(When|Whenever|At the beginning)\b"),
    "landfall": re.compile(r"Whenever a land (you control )?enters", re.I),
    "mana_effect": re.compile(r"tapped for mana|taps? an? \w+ for mana|tap a permanent for mana", re.I),
    "other_zones": re.compile(r"from the top of your library|Flashback|from your graveyard", re.I),
    "as_enters": re.compile(r"\bAs (?:it|this \w+) enters, choose", re.I),
}
_ADDS_MANA = re.compile(r":.*\bAdd\b")


@dataclass(frozen=True)
class CardInfo:
    """What the generator needs to know of one card or token."""

    name: str
    types: frozenset[str]
    subtypes: frozenset[str]
    cost: str | None  # its mana cost as printed, e.g. "{2}{G}"; None for a land
    abilities: tuple[str, ...]  # its activated abilities' texts (CR 602), as a scenario names them
    adventure: str | None = None  # the name of its Adventure (CR 715.2)
    adventure_cost: str | None = None
    token: bool = False
    tags: frozenset[str] = field(default_factory=frozenset)
    toughness: int | None = None  # printed (CR 208); a 0-toughness creature needs counters to stay on the battlefield
    legendary: bool = False  # CR 704.5j: one of a name per player on the battlefield

    @property
    def land(self) -> bool:
        return "Land" in self.types

    @property
    def permanent(self) -> bool:
        return bool(PERMANENT_TYPES & self.types)

    @property
    def instant(self) -> bool:
        return "Instant" in self.types

    @property
    def has_x(self) -> bool:
        return "{X}" in (self.cost or "")


def _types(type_line: str) -> tuple[frozenset[str], frozenset[str]]:
    left, _, right = type_line.partition("—")
    return frozenset(left.split()), frozenset(right.split())


@cache
def card_info(name: str) -> CardInfo:
    """The card or token named ``name``. Raises KeyError for a name the card data doesn't have."""
    token = name not in CARDS
    definition = TOKENS[name] if token else CARDS[name]
    types, subtypes = _types(definition.type_line)
    text = definition.oracle_text or ""
    tags = {tag for tag, pattern in _TAGS.items() if pattern.search(text)}
    abilities = tuple(activated_ability_texts(name))
    if any(_ADDS_MANA.search(a) for a in abilities):
        tags.add("mana_source")
    adventure = next((a for a, owner in ADVENTURES.items() if owner == name), None)
    adventure_cost = getattr(getattr(definition, "adventure", None), "mana_cost", None) if adventure else None
    if adventure:
        tags.update({"adventure", "other_zones"})
    return CardInfo(name, types, subtypes, definition.mana_cost, abilities, adventure, adventure_cost, token,
                    frozenset(tags), getattr(definition, "toughness", None), "Legendary" in types)


def all_cards() -> list[CardInfo]:
    """Every card of the card data, in its order (basic lands first: the simplest cards shrink first)."""
    return [card_info(n) for n in CARDS]


def all_tokens() -> list[CardInfo]:
    return [card_info(n) for n in TOKENS]


def ability_name(card: CardInfo, text: str) -> str | None:
    """How a scenario names the ability: its cost ("{1}, {T}:") when no other ability of the card begins with
    it, else its whole text (engines word the effect differently; the cost is what a person writes); None if
    it can't be quoted in a step."""
    cost = text.split(":", 1)[0] + ":"
    if ":" in text and sum(a.startswith(cost) for a in card.abilities) == 1 and '"' not in cost:
        return cost
    return text if '"' not in text else None
