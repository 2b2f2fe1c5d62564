"""Committing a crime (700.13): a player commits a crime as they cast a spell, activate an ability or put a
triggered ability on the stack that targets at least one opponent, a permanent, spell or ability an opponent
controls, or a card in an opponent's graveyard; once per spell or ability, however many such targets it has.
The targets that count are those chosen then: a later change of targets changes nothing.

A crime raises the ``crime`` event, whose object is the player who committed it (as ``gain_life``'s is, 119.9),
and counts in ``Player.crimes_this_turn``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import Player


def _against(game: Game, player: Player, target: Any) -> bool:
    from mtg_rulings.reference_engine.objects import GameObject, Player, StackAbility

    opponents = game.opponents(player)
    if isinstance(target, Player):
        return target in opponents
    if isinstance(target, StackAbility):
        return target.controller in opponents
    if isinstance(target, GameObject):
        if target.zone in [p.graveyard for p in opponents]:
            return True  # a card in an opponent's graveyard
        return target.zone in (game.battlefield, game.stack_zone) and target.controller in opponents
    return False


def check(game: Game, player: Player, targets: list[Any], what: str) -> None:
    """If ``what`` (a spell or ability ``player`` just put on the stack) targets what 700.13 names, ``player``
    commits a crime: one, whatever the number of such targets."""
    if not any(_against(game, player, t) for t in targets):
        return
    player.crimes_this_turn += 1
    game.log("700.13", f"{player.name} commits a crime: {what} targets an opponent or what an opponent controls or "
                       "owns in a graveyard")
    game._check_triggers("crime", [player])
