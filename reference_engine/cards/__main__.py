"""``python -m mtg_rulings.reference_engine.cards``: rewrite the committed JSON Schema of card files from the registry."""

from mtg_rulings.reference_engine.cards.loader import SCHEMA_FILE, schema_text

SCHEMA_FILE.parent.mkdir(exist_ok=True)
SCHEMA_FILE.write_text(schema_text(), encoding="utf-8")
print(f"wrote {SCHEMA_FILE}")
