"""Replacement effects (614): on creating tokens, putting counters and where an object goes, and effects that put
another object's counters (122.8, 122.9).

Where an object goes: "If a card or token would be put into your graveyard from anywhere, exile it instead" (Hades,
Sorcerer of Eld; Rest in Peace's kind), and a permanent with a finality counter going to its owner's graveyard from
the battlefield (122.1h). ``Game.move`` and ``zone_changes.leave_battlefield`` ask :func:`destination` where an
object really goes. A creature exiled this way instead of being put into a graveyard doesn't die (700.4), so its
"dies" abilities don't trigger; an ability that triggers on a discard still does (701.9a: the card is discarded,
wherever it ends up), and finds the card in exile.

Sources: 614.1a ("instead"), 614.6 (the modified event replaces the original one), 616.1 (several replacement effects
apply one after the other), 111.1 (tokens are created by effects), 122.6 (counters "put" on an object include those
it enters with), 122.1h (finality counters), 700.4 ("dies" means put into a graveyard from the battlefield), 701.9a
(discard).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import free_casts

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player, Zone


@dataclass(frozen=True)
class ExileInsteadOfGraveyard:
    """"If a card or token would be put into your graveyard from anywhere, exile it instead" (614.1a): a static
    ability whose replacement effect applies to its controller's graveyard."""

    text: str


def destination(game: Game, obj: GameObject, zone: Zone) -> Zone:
    """The zone ``obj`` is put into when an event would put it into ``zone``: exile instead of a graveyard whose
    owner controls a permanent with :class:`ExileInsteadOfGraveyard` (614.1a), or of its owner's graveyard for a
    permanent with a finality counter leaving the battlefield (122.1h, :func:`graveyard_destination`), else ``zone``."""
    owner = next((p for p in game.players if p.graveyard is zone), None)
    if owner is None:
        return zone
    if (instead := free_casts.destination(game, obj, zone)) is not None:  # "exile it instead" (614.1a)
        return instead
    if obj.zone is game.battlefield and zone is obj.owner.graveyard and graveyard_destination(game, obj) is game.exile:
        return game.exile  # 122.1h: a finality counter
    for source, _ability in game.statics(ExileInsteadOfGraveyard):
        if source.controller is owner:
            game.log("614.1a", f"{obj.name} would be put into {owner.name}'s graveyard: {source.name} exiles it instead")
            return game.exile
    return zone


@dataclass(frozen=True)
class MultiplyTokens:
    """"If an effect would create one or more tokens under your control, it creates [times] that many of those
    tokens instead" (614.1a)."""

    times: int = 2
    text: str = "if an effect would create tokens under your control, it creates twice that many instead"


@dataclass(frozen=True)
class MultiplyCounters:
    """"If an effect would put one or more counters on a permanent you control, it puts [times] that many of those
    counters on that permanent instead" (614.1a); counters a permanent enters with are put on it too (122.6)."""

    times: int = 2
    text: str = "if an effect would put counters on a permanent you control, it puts twice that many instead"


def token_count(game: Game, n: int, controller: Player, name: str) -> int:
    """How many tokens an effect that would create ``n`` creates, after each applicable replacement effect
    (614.1a), applied one after the other (616.1)."""
    for source, effect in game.statics(MultiplyTokens):
        if source.controller is controller and n > 0:
            game.log("614.1a", f"{source}'s replacement effect: {n * effect.times} {name} token(s) instead of {n}")
            n *= effect.times
    return n


def counter_count(game: Game, controller: Player, what: str, kind: str, n: int) -> int:
    """How many ``kind`` counters an effect that would put ``n`` on a permanent ``controller`` controls (or that
    enters under their control, 122.6) puts, after each applicable replacement effect (614.1a, 616.1)."""
    for source, effect in game.statics(MultiplyCounters):
        if source.controller is controller and n > 0:
            game.log("614.1a", f"{source}'s replacement effect: {n * effect.times} {kind} counter(s) on {what} "
                               f"instead of {n}")
            n *= effect.times
    return n


def graveyard_destination(game: Game, obj: GameObject) -> Zone:
    """Where a permanent that would be put into its owner's graveyard from the battlefield goes: exile if it has a
    finality counter (122.1h: one replacement effect, however many counters; the counters aren't abilities, so a
    permanent that lost all its abilities is exiled too), else the graveyard."""
    if obj.counters.get("finality", 0) > 0:
        game.log("122.1h", f"{obj} has a finality counter: it is exiled instead of going to the graveyard (614.1a)")
        return game.exile
    return obj.owner.graveyard


@dataclass(frozen=True)
class ReturnTargetsWithCounters:
    """"Return up to one target [card] from your graveyard to the battlefield with a [kind] counter on it": it
    enters with the counter (614.1c), which effects such as Doubling Season's modify (122.6); it is a new object
    (400.7)."""

    kind: str
    amount: int = 1
    text: str = "return target card from your graveyard to the battlefield with a counter on it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        cards = [t for t in ctx.targets if t.zone.name == "graveyard"]
        if cards:
            game.enter_battlefield(cards, ctx.controller, counters={self.kind: self.amount})


@dataclass(frozen=True)
class PutSourcesCountersOnTargets:
    """"Put [this]'s counters on that creature" after [this] was sacrificed to pay the cost: the same number of each
    kind of counter it had as it last existed on the battlefield (608.2h), put on the target, not moved (122.9):
    effects that modify putting counters apply (614.1a). They are the counters of the object that was sacrificed,
    not of a new object the card has become since (400.7)."""

    text: str = "put its counters on that creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source
        had = ctx.source_counters(game)
        game.log("608.2h", f"{source.name} had {', '.join(f'{n} {k}' for k, n in had.items() if n) or 'no counters'}")
        for target in ctx.targets:
            for kind, n in had.items():
                if n > 0:
                    game.put_counters(target, kind, n)


@dataclass(frozen=True)
class PutCausesCountersOnSelf:
    """"Put those counters on [this]": the same number of each kind of counter the object that left the battlefield
    had as it last existed there (603.10a, 608.2h), put on this permanent, not moved (122.8): the permanent the
    ability came from, not a new object it has become since (400.7)."""

    text: str = "put those counters on this permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        cause = ctx.cause
        source = ctx.source_permanent(game)
        if cause is None or source is None:
            return
        for kind, n in dict(cause.last_counters).items():
            if n > 0:
                game.put_counters(source, kind, n)
