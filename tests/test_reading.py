"""Read-only windows (reference_engine/reading.py): characteristics remembered while the game only reads, forgotten
when it changes or the window ends; the proof mode catches a window left open across a change."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from mtg_rulings.reference_engine import reading
from mtg_rulings.reference_engine.cards import card
from mtg_rulings.reference_engine.game import Game
from mtg_rulings.reference_engine.objects import GameObject
from mtg_rulings.reference_engine.rewind import record, restore, signature


def _never(*_: Any) -> Any:
    raise AssertionError("no choice is asked for")


@pytest.fixture
def game() -> Game:
    game = Game(["Alice", "Bob"], _never)
    alice = game.player("Alice")
    game.new_object(card("Giant Spider"), alice, game.battlefield)
    game.new_object(card("Fecund Greenshell"), alice, game.battlefield)  # a static ability (+2/+2 with ten lands)
    return game


@pytest.fixture
def checking() -> Iterator[None]:
    before = reading.CHECK
    reading.CHECK = True
    yield
    reading.CHECK = before


def _spider(game: Game) -> GameObject:
    return next(o for o in game.battlefield.objects if o.name == "Giant Spider")


def test_a_window_remembers_until_it_ends(game: Game) -> None:
    spider = _spider(game)
    outside = game.characteristics(spider)
    with reading.reading(game):
        first = game.characteristics(spider)
        assert game.characteristics(spider) is first  # remembered, not worked out again
        with reading.reading(game):  # nested: the same window
            assert game.characteristics(spider) is first
        spider.counters["+1/+1"] += 1  # a change nobody announced: the window (wrongly) still answers as before
        assert game.characteristics(spider) is first
    assert first == outside
    assert game._reading is None
    assert game.characteristics(spider).toughness == outside.toughness + 1  # after the window: worked out again


def test_changed_forgets_what_the_window_remembered(game: Game) -> None:
    spider = _spider(game)
    with reading.reading(game):
        before = game.characteristics(spider)
        abilities = list(game.statics(object))
        spider.counters["+1/+1"] += 1
        reading.changed(game)
        assert game.characteristics(spider).toughness == before.toughness + 1
        assert list(game.statics(object)) == abilities


def test_the_proof_mode_catches_a_change_inside_a_window(game: Game, checking: None) -> None:
    spider = _spider(game)
    with reading.reading(game):
        game.characteristics(spider)
        game.characteristics(spider)  # the same state: the remembered answer is the fresh one
        spider.counters["-1/-1"] += 1
        with pytest.raises(reading.StaleReading, match="Giant Spider"):
            game.characteristics(spider)


def test_the_proof_mode_catches_stale_statics(game: Game, checking: None) -> None:
    greenshell = next(o for o in game.battlefield.objects if o.name == "Fecund Greenshell")
    with reading.reading(game):
        assert list(game.statics(object))
        game.battlefield.objects.remove(greenshell)
        with pytest.raises(reading.StaleReading):
            list(game.statics(object))


def test_a_record_and_its_restore_leave_the_window_alone(game: Game) -> None:
    state = signature(game)
    saved = record(game)
    assert all("_reading" not in attrs for obj, attrs, _c, _r in saved if obj is game)
    with reading.reading(game):
        _spider(game).tapped = True
        restore(saved)
        assert game._reading is not None  # the window is the caller's, not the state's
    assert signature(game) == state


def test_a_record_restores_containers_that_were_empty(game: Game) -> None:
    spider = _spider(game)
    saved = record(game)
    spider.counters["+1/+1"] += 2
    spider.until_end_of_turn.append((3, 3))
    game.cant_be_blocked_this_turn.add(spider.id)
    restore(saved)
    assert (dict(spider.counters), spider.until_end_of_turn, game.cant_be_blocked_this_turn) == ({}, [], set())


def test_writing_closes_the_window_and_it_reopens_having_forgotten(game: Game, checking: None) -> None:
    spider = _spider(game)
    with reading.reading(game):
        before = game.characteristics(spider)
        with reading.writing(game):
            assert game._reading is None  # what the change asks is worked out afresh
            spider.counters["+1/+1"] += 1
        assert game.characteristics(spider).toughness == before.toughness + 1  # no StaleReading: it forgot


def test_a_question_outside_any_window_is_a_window_of_its_own(game: Game, checking: None) -> None:
    spider = _spider(game)
    assert game._reading is None
    before = game.characteristics(spider)
    assert game._reading is None  # closed after the question
    spider.counters["+1/+1"] += 1
    assert game.characteristics(spider).toughness == before.toughness + 1


def test_the_reference_adapter_looks_for_cards_and_answers_choices_inside_a_window(monkeypatch: pytest.MonkeyPatch,
                                                                                     checking: None) -> None:
    """The adapter's lookups (a card by name, an ability) and its scripted answers only read: each runs in one window
    (the objects' characteristics share what they work out), closed when it returns."""
    from mtg_rulings.adapters.reference import ReferenceEngine
    from mtg_rulings.model.scenario import CardSpec, Decision, PlayerSetup, Setup

    engine = ReferenceEngine()
    alice = PlayerSetup("Alice", battlefield=[CardSpec("Giant Spider"), CardSpec("Fecund Greenshell")])
    engine.start(Setup([alice, PlayerSetup("Bob")], "Alice"), [Decision("Alice", "target", "Giant Spider")])
    game = engine.game
    assert game is not None and engine._decider is not None
    windows: list[bool] = []
    real = game.characteristics
    monkeypatch.setattr(game, "characteristics", lambda o: windows.append(game._reading is not None) or real(o))
    spider = ReferenceEngine._find(game, game.player("Alice"), "battlefield", "Giant Spider")
    assert engine._decider(game.player("Alice"), "target", "choose a creature", [spider]) is spider
    assert len(windows) >= 2 and all(windows)
    assert game._reading is None
