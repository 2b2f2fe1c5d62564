"""Card definitions: Oracle data and the abilities that implement it."""

from reference_engine.cards.catalog import ADVENTURES, CARDS, TOKENS, UnknownCard, card, token
from reference_engine.cards.model import CardDef, Characteristics

__all__ = ["ADVENTURES", "CARDS", "TOKENS", "CardDef", "Characteristics", "UnknownCard", "card", "token"]
