"""Card definitions: Oracle data and the abilities that implement it.

The cards are data (``data/*.json``, format ``rulings-cards/1``, schema ``schema/rulings-cards-1.schema.json``)
made of the building blocks in :mod:`mtg_rulings.reference_engine.cards.blocks`; :mod:`mtg_rulings.reference_engine.cards.catalog` loads
them, a plugin's (entry-point group ``rulings.cards``) and a user's card files.
"""

from mtg_rulings.reference_engine.cards.catalog import (
    ADVENTURES,
    BACK_FACES,
    CARDS,
    TOKENS,
    UnknownCard,
    activated_ability_texts,
    add_card_files,
    card,
    not_modelled_notes,
    token,
)
from mtg_rulings.reference_engine.cards.loader import CardFileError
from mtg_rulings.reference_engine.cards.model import CardDef, Characteristics

__all__ = ["ADVENTURES", "BACK_FACES", "CARDS", "TOKENS", "CardDef", "CardFileError", "Characteristics", "UnknownCard",
           "activated_ability_texts", "add_card_files", "card", "not_modelled_notes", "token"]
