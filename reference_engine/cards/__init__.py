"""Card definitions: Oracle data and the abilities that implement it."""

from reference_engine.cards.catalog import (
    ADVENTURES,
    CARDS,
    TOKENS,
    UnknownCard,
    activated_ability_texts,
    card,
    token,
)
from reference_engine.cards.model import CardDef, Characteristics

__all__ = ["ADVENTURES", "CARDS", "TOKENS", "CardDef", "Characteristics", "UnknownCard", "activated_ability_texts", "card",
           "token"]
