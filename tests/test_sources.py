"""A rulings file's two validators agree (mtg_rulings/model/sources.py): a file the compiled schema (fastjsonschema)
accepts is one jsonschema accepts, and the reverse, on the suite's own rulings files and on each of them broken at
every place (a key removed, a value of each JSON type put in, a key added). A file is read by the compiled schema
alone when it accepts it, so a place where it were more lenient would let a bad file through."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import fastjsonschema
import pytest

from mtg_rulings.model import sources
from mtg_rulings.steps import SUITE_FEATURES
from tests.test_protocol_validators import _broken

FILES = sorted(SUITE_FEATURES.glob("*.rulings.json"))


def _covering(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` with only the cards and rulings that bring a key not seen yet: every kind of field the file has, each
    once, small enough to break at every place."""
    seen_card: set[str] = set()
    seen_ruling: set[str] = set()
    cards = []
    for card in doc["cards"]:
        rulings = [r for r in card["rulings"] if not set(r) <= seen_ruling]
        for r in rulings:
            seen_ruling |= set(r)
        if rulings or not set(card) <= seen_card:
            cards.append({**card, "rulings": rulings[:2] or card["rulings"][:1]})
            seen_card |= set(card)
    return {**doc, "cards": cards}


def _verdicts(doc: Any) -> tuple[bool, bool]:
    fast = True
    try:
        sources._fast_validator()(doc)
    except fastjsonschema.JsonSchemaException:  # a refusal; any other exception is the validator's crash, not one
        fast = False
    return fast, not any(True for _ in sources._validator().iter_errors(doc))


def test_the_suites_rulings_files_are_accepted_by_both() -> None:
    assert len(FILES) == 3
    for path in FILES:
        assert _verdicts(json.loads(path.read_text(encoding="utf-8"))) == (True, True), path


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_both_validators_agree_on_a_rulings_file_broken_at_every_place(path: Path) -> None:
    doc = _covering(json.loads(path.read_text(encoding="utf-8")))
    verdicts = [(_verdicts(b), b) for b in _broken(doc)]
    assert len(verdicts) > 200
    disagree = [b for (fast, full), b in verdicts if fast != full]
    assert disagree == []
    assert sum(1 for (fast, _), _b in verdicts if not fast) > 50  # the breaks reach the schema, not only extra keys


def test_a_file_the_compiled_schema_refuses_gets_jsonschemas_message(tmp_path: Path) -> None:
    doc = json.loads(FILES[0].read_text(encoding="utf-8"))
    doc["cards"][1]["rulings"][0]["text"] = 7
    path = tmp_path / "bad.rulings.json"
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    with pytest.raises(sources.RulingsFileError) as e:
        sources.read_rulings_source(path)
    assert f"{path}:" in str(e.value) and "7 is not of type 'string'" in str(e.value)
    assert doc["cards"][1]["name"] in str(e.value)
