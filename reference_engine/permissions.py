"""Permissions to play a card from exile for a duration (601.3, 305.1, 611.2a).

"Exile the top card of your library. You may play it until your next end step." creates a permission on the
exiled card for one player: to play it as a land (305.1) or cast it (601.3) from exile, following every other
rule (the ruling: "You pay all costs and follow all timing rules for cards played this way", so a land still
needs a main phase, an empty stack and a land play, 305.2). The permission is part of the card as it is in exile:
when the card leaves exile it is a new object without it (400.7).

Durations, judged by the turn and step the permission was granted in:

- ``end_of_turn`` ("this turn", "until end of turn"): ends as the cleanup step begins (514.2);
- ``next_end_step`` ("until your next end step"): ends as that player's next end step begins, the one of this
  turn if the permission was granted earlier in their own turn, else the one of their next turn;
- ``end_of_next_turn`` ("until the end of your next turn"): ends in the cleanup step of that player's next turn;
- ``exiled`` ("for as long as it remains exiled"): never ends while the card stays in exile.

``any_mana`` is "mana of any type can be spent to cast those spells" (118.14, 609.4b): it changes how the cost may
be paid, not the cost.

A static permission to play cards from another zone works the same way: "During your turn, you may play cards
from your graveyard" (Hades, Sorcerer of Eld's Echo of the Lost) changes only where a card may be played from; the
player still pays its costs (601.2f-h) and follows its timing rules (305.1, 305.2, 307.1). ``Game`` asks
:func:`graveyard_permission` when a card is played or cast from a graveyard.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.mana import TotalCost
from mtg_rulings.reference_engine.turn import STEP_IDS

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player

DURATIONS = {"end_of_turn": "this turn", "next_end_step": "until their next end step",
             "end_of_next_turn": "until the end of their next turn", "exiled": "for as long as it remains exiled"}


@dataclass(frozen=True)
class PlayPermission:
    """``player`` may play the card it is on from exile (601.3, 305.1) until ``until`` ends (see the module)."""

    player: Player
    until: str
    granted_turn: int
    granted_step: str
    any_mana: bool = False
    source: str = ""

    def describe(self) -> str:
        return f"{self.source}'s permission" if self.source else "a permission"


def grant(game: Game, obj: GameObject, player: Player, until: str, any_mana: bool = False, source: str = "") -> None:
    """Let ``player`` play ``obj`` from exile for the duration ``until`` (611.2a)."""
    if until not in DURATIONS:
        raise ValueError(f"unknown duration {until!r}; known: {', '.join(DURATIONS)}")
    obj.permissions.append(PlayPermission(player, until, game.turn_number, game.step, any_mana, source))
    game.log("601.3", f"{player.name} may play {obj} from exile {DURATIONS[until]}"
             + (" (mana of any type can be spent to cast it, 118.14)" if any_mana else ""))


def find(game: Game, player: Player, obj: GameObject) -> PlayPermission | None:
    """The permission that lets ``player`` play ``obj`` from exile now, if any."""
    if obj.zone is not game.exile:
        return None
    return next((p for p in obj.permissions if p.player is player), None)


@dataclass(frozen=True)
class LibraryTopPermission:
    """``player`` may play the top card of ``owner``'s library (601.3, 305.1) until ``until`` ends: "you may play
    the top card of their library" of an effect that names another player. Kept on ``owner``, as whichever card is
    on top of that library at the time may be played."""

    player: Player
    owner: Player
    until: str
    granted_turn: int
    granted_step: str
    source: str = ""

    def describe(self) -> str:
        return f"{self.source}'s permission" if self.source else "a permission"

    def __str__(self) -> str:
        return self.describe()


def library_top(game: Game, player: Player, obj: GameObject) -> LibraryTopPermission | None:
    """The permission that lets ``player`` play ``obj``, the top card of its owner's library, now, if any."""
    owner = obj.owner
    if obj.zone is not owner.library or owner.library.top() is not obj:
        return None
    return next((p for p in owner.top_permissions if p.player is player), None)


def expire(game: Game, step: str) -> None:
    """As ``step`` begins: end the permissions whose duration ends then (611.2a)."""
    if step not in ("end", "cleanup"):
        return
    for owner in game.players:
        kept_top = [p for p in owner.top_permissions if not _ends(game, p, step)]
        for p in owner.top_permissions:
            if p not in kept_top:
                game.log("611.2a", f"{p.player.name}'s permission to play the top card of {owner.name}'s library "
                                   f"({DURATIONS[p.until]}) ends")
        owner.top_permissions[:] = kept_top
    for obj in game.exile:
        kept = [p for p in obj.permissions if not _ends(game, p, step)]
        for p in obj.permissions:
            if p not in kept:
                game.log("611.2a", f"{p.player.name}'s permission to play {obj} ({DURATIONS[p.until]}) ends")
        obj.permissions[:] = kept


def _ends(game: Game, p: PlayPermission | LibraryTopPermission, step: str) -> bool:
    theirs = game.is_turn_of(p.player)
    later = game.turn_number > p.granted_turn
    if p.until == "end_of_turn":
        return step == "cleanup"
    if p.until == "next_end_step":
        earlier_this_turn = game.turn_number == p.granted_turn and STEP_IDS.index(p.granted_step) < STEP_IDS.index("end")
        return step == "end" and theirs and (later or earlier_this_turn)
    if p.until == "end_of_next_turn":
        return step == "cleanup" and theirs and later
    return False


def payable(cost: TotalCost, permission: PlayPermission | None) -> TotalCost:
    """The cost as the pool may pay it: with "mana of any type can be spent" (118.14), any mana pays any symbol."""
    if permission is None or not permission.any_mana:
        return cost
    return cost.any_type()


@dataclass(frozen=True)
class ExileTopMayPlay:
    """"Exile the top [N] card(s) of [whose] library. You may play [it/those cards] [duration]" (406, 601.3):
    ``whose`` is ``you`` (your library), ``each_player`` (each player's, in APNAP order, 101.4) or ``targets``
    (each target player's). With ``amount_from`` ``cause_mana_value``, N is the mana value of the object whose
    event made the ability trigger, as it last existed on the battlefield (608.2h, 202.3); with ``x_paid``, the X
    paid for the permanent the ability came from (107.3m: "exile the top X cards" of a permanent's enters ability)."""

    amount: int = 1
    until: str = "next_end_step"
    whose: str = "you"
    any_mana: bool = False
    amount_from: str | None = None
    text: str = "exile the top card of your library; you may play it"

    def apply(self, game: Game, ctx: Any) -> None:
        players = ([ctx.controller] if self.whose == "you" else list(ctx.targets) if self.whose == "targets"
                   else game.apnap())
        n = self.amount
        if self.amount_from == "cause_mana_value":
            n = game.mana_value(ctx.cause) if ctx.cause is not None else 0
            game.log("608.2h", f"N is {n}: the mana value of {ctx.cause.name if ctx.cause else 'nothing'}")
        elif self.amount_from == "x_paid":
            n = ctx.source.x or 0
            game.log("107.3m", f"X is {n}: the X paid for {ctx.source.name}")
        for owner in players:
            for _ in range(n):
                top = owner.library.top()
                if top is None:
                    game.log("701.13a", f"{owner.name}'s library is empty: nothing more to exile")
                    break
                exiled = game.move(top, game.exile)
                game.log("701.13a", f"{ctx.source.name} exiles {exiled.name} from the top of {owner.name}'s library")
                grant(game, exiled, ctx.controller, self.until, self.any_mana, ctx.source.name)


@dataclass(frozen=True)
class MayPlayTargetPlayersLibraryTop:
    """"Until end of turn, you may play the top card of [target player]'s library" (601.3, 305.1): a permission for
    the controller of the ability on each target player's library (a player, 115.1)."""

    until: str = "end_of_turn"
    text: str = "you may play the top card of their library"

    def apply(self, game: Game, ctx: Any) -> None:
        from mtg_rulings.reference_engine.objects import Player

        for owner in ctx.targets:
            if not isinstance(owner, Player):
                continue
            owner.top_permissions.append(LibraryTopPermission(ctx.controller, owner, self.until, game.turn_number,
                                                              game.step, ctx.source.name))
            game.log("601.3", f"{ctx.controller.name} may play the top card of {owner.name}'s library "
                              f"{DURATIONS[self.until]}")


@dataclass(frozen=True)
class PlayFromGraveyardDuringYourTurn:
    """"During your turn, you may play cards from your graveyard" (601.3, 305.1), a static ability."""

    text: str


def graveyard_permission(game: Game, player: Player, card: GameObject) -> GameObject | None:
    """The permanent whose ability lets ``player`` play ``card`` from their graveyard now, if any."""
    if card.zone is not player.graveyard or not game.is_turn_of(player):
        return None
    return next((s for s, _ in game.statics(PlayFromGraveyardDuringYourTurn) if s.controller is player), None)
