"""The card definition: Oracle data plus the abilities that implement it.

Sources: 200-209 (parts of a card: name, mana cost, colour, type line, rules text, P/T), 202.2 (a
card's colour comes from its mana cost), 205 (type line: supertypes, card types, subtypes).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from mtg_rulings.reference_engine.abilities import Ability, SpellEffect
from mtg_rulings.reference_engine.mana import ManaCost

SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing"})
CARD_TYPES = frozenset({
    "Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery",
})
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})


@dataclass(frozen=True)
class Characteristics:
    """The characteristics of an object (109.3) that the rules here read."""

    name: str
    mana_cost: ManaCost | None
    colors: tuple[str, ...]
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: int | None
    toughness: int | None

    def is_permanent_card(self) -> bool:
        """110.4: a permanent card is one that could be put onto the battlefield."""
        return bool(PERMANENT_TYPES.intersection(self.types))


def parse_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split "Legendary Creature — Human Soldier" into supertypes, card types and subtypes (205.1)."""
    left, _, right = type_line.partition("—")
    words = left.split()
    unknown = [w for w in words if w not in SUPERTYPES and w not in CARD_TYPES]
    if unknown:
        raise ValueError(f"unknown type(s) {unknown} in type line {type_line!r}")
    return (
        tuple(w for w in words if w in SUPERTYPES),
        tuple(w for w in words if w in CARD_TYPES),
        tuple(right.split()),
    )


@dataclass(frozen=True)
class CardDef:
    """One card (or token) definition.

    ``oracle_text`` is data from the source named in ``source``; ``abilities`` implement it, in the
    order of its sentences; ``spell`` is what an instant or sorcery does as it resolves.
    """

    name: str
    type_line: str
    oracle_text: str
    source: str
    mana_cost: str | None = None
    power: int | None = None
    toughness: int | None = None
    colors: tuple[str, ...] | None = None  # a colour indicator or a token's colour (204, 111.4)
    abilities: tuple[Ability, ...] = ()
    spell: SpellEffect | None = None
    layout: str = "normal"
    keywords: tuple[str, ...] = ()
    is_token: bool = False
    adventure: CardDef | None = None  # an adventurer card's alternative characteristics (715.2)
    #: The back face of a nonmodal double-faced card (layout "transform", 712.2); its ``colors`` are its color
    #: indicator (204). A back face's own definition has ``back_face`` true.
    back: CardDef | None = None
    back_face: bool = False
    #: Oracle words the reference engine doesn't implement, with the reason: (text, reason) pairs, shown in every
    #: result of a scenario that uses the card.
    not_modelled: tuple[tuple[str, str], ...] = ()
    base: Characteristics = field(init=False, repr=False, compare=False)
    #: This card with its front face only: the copiable values of a front face up copied by a single-faced
    #: object (707.8); the card itself when it has no back face.
    front_face: CardDef = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "front_face", self if self.back is None else replace(self, back=None))
        supertypes, types, subtypes = parse_type_line(self.type_line)
        cost = ManaCost.parse(self.mana_cost) if self.mana_cost else None
        colors = self.colors if self.colors is not None else (cost.colors() if cost else ())
        object.__setattr__(self, "base", Characteristics(
            self.name, cost, colors, supertypes, types, subtypes, self.power, self.toughness))

    def oracle_record(self) -> dict[str, Any]:
        """This card as an MTGJSON-shaped Oracle record, for adapters of engines that parse Oracle text. An Oracle
        text that joins a double-faced card's faces with a ``//`` line (the FIN rulings file's way of writing it,
        kept by card files that model only the front face) gives the front face's text: the face that is up
        (712.8d), never both read as one face."""
        b = self.base
        record: dict[str, Any] = {
            "name": self.name,
            "manaValue": b.mana_cost.mana_value() if b.mana_cost else 0,
            "colors": list(b.colors),
            "colorIdentity": list(b.colors),
            "type": self.type_line,
            "supertypes": list(b.supertypes),
            "types": list(b.types),
            "subtypes": list(b.subtypes),
            "text": self.oracle_text.split("\n//\n", 1)[0],
            "layout": self.layout,
            "keywords": list(self.keywords),
            "source": self.source,
        }
        if self.mana_cost:
            record["manaCost"] = self.mana_cost
        if self.power is not None:
            record["power"] = str(self.power)
            record["toughness"] = str(self.toughness)
        return record
