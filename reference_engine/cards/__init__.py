"""Card definitions: Oracle data and the abilities that implement it."""

from reference_engine.cards.catalog import CARDS, UnknownCard, card
from reference_engine.cards.model import CardDef, Characteristics

__all__ = ["CARDS", "CardDef", "Characteristics", "UnknownCard", "card"]
