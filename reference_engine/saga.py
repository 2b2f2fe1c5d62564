"""Sagas (714): lore counters, chapter abilities and the state-based action that sacrifices a finished Saga.

A chapter ability is a :class:`ChapterAbility`, a triggered ability (714.2) whose trigger event is lore counters
being put on its Saga: it triggers once for each of its chapter numbers N that the count of lore counters went
from below to at least (714.2b, 714.2c). Lore counters are put on a Saga as it enters (714.3a) and as its
controller's precombat main phase begins (714.3b), neither using the stack; the game calls :func:`add_lore`
from those two places, and effects that put lore counters would call it too. Removing lore counters triggers
nothing (714.2b speaks only of counters put on).

Sources: 714.2a-e (chapter symbols, final chapter number), 714.3a-b (lore counters), 714.4 (the state-based
action), 603.2 and 603.3 (a chapter ability triggers and is put on the stack like any triggered ability),
603.10 not applying: once triggered, the ability is independent of its source (113.7a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.abilities import TriggeredAbility
from mtg_rulings.reference_engine.objects import StackAbility
from mtg_rulings.reference_engine.reading import reading

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Effect, EffectContext, Filter, TargetSpec
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player

LORE = "lore"


@dataclass(frozen=True)
class ChapterAbility(TriggeredAbility):
    """"{rN1}, {rN2}—[Effect]" (714.2a-c): the chapter numbers it has, and what it does."""

    chapters: tuple[int, ...] = ()


def chapters(game: Game, saga: GameObject) -> list[ChapterAbility]:
    """The chapter abilities ``saga`` has now (the face that's up, 712.8e; a copy's, 707.2)."""
    return [a for a in game.abilities(saga) if isinstance(a, ChapterAbility)]


def final_chapter_number(game: Game, saga: GameObject) -> int:
    """714.2d: the greatest chapter number among its chapter abilities; 0 if it has none."""
    return max((n for a in chapters(game, saga) for n in a.chapters), default=0)


def is_saga(game: Game, obj: GameObject) -> bool:
    """Whether ``obj`` is a Saga (714.1), by its type line alone (layer 4): power and toughness play no part."""
    return "Saga" in game.type_line(obj)[2]


def add_lore(game: Game, saga: GameObject, n: int, rule: str, why: str) -> None:
    """Put ``n`` lore counters on ``saga`` at once; each chapter number the count reaches from below triggers its
    chapter ability (714.2b), once per number (714.2c). The triggered abilities wait to be put on the stack by
    their controller, in the order they choose (603.3b)."""
    from mtg_rulings.reference_engine.records import PendingTrigger

    before = saga.counters[LORE]
    saga.counters[LORE] += n
    after = saga.counters[LORE]
    game.log(rule, f"{why}: a lore counter is put on {saga} ({before} -> {after})")
    for ability in chapters(game, saga):
        for number in ability.chapters:
            if before < number <= after:
                game.log("714.2b", f"{saga}'s chapter {_roman(number)} ability triggers")
                game.pending.append(PendingTrigger(saga, saga.controller, ability, None))


def as_enters(game: Game, saga: GameObject) -> None:
    """714.3a: as a Saga (without read ahead) enters, its controller puts a lore counter on it."""
    if is_saga(game, saga):
        add_lore(game, saga, 1, "714.3a", f"as {saga} enters")


def precombat_main(game: Game, player: Player) -> None:
    """714.3b: as a player's precombat main phase begins, they put a lore counter on each Saga they control that
    has one or more chapter abilities (a turn-based action: no stack)."""
    for obj in game.permanents():
        if obj.controller is player and is_saga(game, obj) and chapters(game, obj):
            add_lore(game, obj, 1, "714.3b", f"{player.name}'s precombat main phase begins")


def finished_sagas(game: Game) -> list[GameObject]:
    """714.4: the Sagas with one or more chapter abilities whose lore counters reach their final chapter number and
    that aren't the source of a chapter ability that has triggered but not yet left the stack."""
    waiting = {id(t.source) for t in game.pending if isinstance(t.ability, ChapterAbility)}
    waiting |= {id(item.source) for item in game.stack
                if isinstance(item, StackAbility) and isinstance(item.ability, ChapterAbility)}
    with reading(game):  # it only reads (reading.py)
        return [obj for obj in game.permanents()
                if is_saga(game, obj) and chapters(game, obj) and id(obj) not in waiting
                and obj.counters[LORE] >= final_chapter_number(game, obj)]


def _roman(n: int) -> str:
    return {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}.get(n, str(n))


def chapter(text: str, chapters: tuple[int, ...], effect: Effect, target: TargetSpec | None = None) -> ChapterAbility:
    """The card-data block: ``{"chapter": {"text": ..., "chapters": [2, 3, 4], "effect": ...}}`` (714.2)."""
    from mtg_rulings.reference_engine.abilities import Filter

    if not chapters or any(n < 1 for n in chapters):
        raise ValueError("a chapter ability has one or more chapter numbers, from 1 (714.2a)")
    return ChapterAbility(text, "lore", Filter("this Saga", lambda g, o, s: o is s), effect,
                          target=target, chapters=tuple(chapters))


@dataclass(frozen=True)
class GainKeywordsUntilEndOfTurn:
    """"[Creatures you control] gain [keywords] until end of turn" (611.2a): it affects the objects that match the
    filter as it resolves, and only them (611.2c); the effect ends in the cleanup step (514.2)."""

    filter: Filter
    keywords: tuple[str, ...]
    text: str = "creatures you control gain a keyword until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for obj in game.permanents():
            if self.filter(game, obj, ctx.source):
                obj.keywords_until_end_of_turn.extend(self.keywords)
                game.log("611.2c", f"{obj} gains {', '.join(self.keywords)} until end of turn")


@dataclass(frozen=True)
class RemoveAllCounters:
    """"Remove all counters from target permanent" (122.1): removing lore counters triggers no chapter ability
    (714.2b speaks of counters put on a Saga)."""

    text: str = "remove all counters from target permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if target.zone is game.battlefield and any(target.counters.values()):
                game.log("122.1", f"all counters are removed from {target} ({dict(+target.counters)})")
                target.counters.clear()


@dataclass(frozen=True)
class EachOpponentDiscards:
    """"Each opponent discards N cards": each opponent, in turn order, chooses the cards from their hand (701.9b),
    then they are discarded (701.9a). (With several opponents the cards would be discarded at the same time, 101.4;
    the choices here are made and carried out one opponent after the other.)"""

    amount: int = 1
    text: str = "each opponent discards a card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for opponent in game.opponents(ctx.controller):
            if not opponent.hand.objects:
                game.log("701.9a", f"{opponent.name} has no card in hand to discard")
            game.discard(opponent, self.amount)


@dataclass(frozen=True)
class EachOpponentSacrifices:
    """"Each opponent sacrifices N [creatures] of their choice" (701.21a): each opponent chooses that many of the
    matching permanents they control (all of them if fewer), then they are sacrificed at the same time (101.4)."""

    amount: int
    filter: Filter
    text: str = "each opponent sacrifices creatures of their choice"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        chosen: list[GameObject] = []
        for opponent in game.opponents(ctx.controller):
            options = [o for o in game.permanents() if o.controller is opponent and self.filter(game, o, ctx.source)]
            for _ in range(min(self.amount, len(options))):
                pick = options[0] if len(options) == 1 else game.decide(opponent, "sacrifice",
                                                                         f"choose a {self.filter.text} to sacrifice", options)
                options.remove(pick)
                chosen.append(pick)
        for obj in chosen:
            game.log("701.21a", f"{obj.controller.name} sacrifices {obj}")
        if chosen:
            game._leave_to_graveyard(chosen)
