"""Forage (701.61) and "you may cast creature spells from your graveyard by foraging in addition to paying their
other costs" (Osteomancer Adept), with "that creature enters with a finality counter on it".

Sources: 701.61a (to forage: exile three cards from your graveyard or sacrifice a Food), 701.61b (a player who
can do neither can't forage), 601.3 (a permission to cast a spell from a zone), 601.2f and 601.2h (an additional
cost, paid with the spell's other costs; the spell is already on the stack, so it can't be one of the three cards),
611.2a ("until end of turn"), 614.1c (enters with a counter), 122.1h (finality counters). Timing permissions and
restrictions still apply to a spell cast with the permission (601.3, 307.1): the permission changes only the zone.

A player's grants are kept in ``Player.graveyard_grants`` (:class:`ForageGrant`, one per resolved ability, for its
turn); a spell cast with one records the counters its permanent enters with in ``GameObject.enters_with``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


@dataclass(frozen=True)
class ForageGrant:
    """The permission of one resolved ability: ``player`` may cast ``filter`` spells from their graveyard this turn
    by foraging, and each enters with ``counter``."""

    player: Any
    turn: int
    filter: Any
    counter: str | None
    source: Any
    source_name: str

    def describe(self) -> str:
        return f"{self.source_name}'s permission, by foraging (701.61a)"


@dataclass(frozen=True)
class MayCastFromGraveyardByForaging:
    """"Until end of turn, you may cast [creature] spells from your graveyard by foraging in addition to paying their
    other costs. If you cast a spell this way, that creature enters with a [finality] counter on it." (611.2a)."""

    filter: Any
    counter: str | None = None
    text: str = "until end of turn, you may cast creature spells from your graveyard by foraging"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        grant = ForageGrant(ctx.controller, game.turn_number, self.filter, self.counter, ctx.source, ctx.source.name)
        ctx.controller.graveyard_grants.append(grant)
        game.log("611.2a", f"until end of turn, {ctx.controller.name} may cast {self.filter.text} spells from their "
                           "graveyard by foraging")


def permission(game: Game, player: Player, card: GameObject) -> ForageGrant | None:
    """The grant that lets ``player`` cast ``card`` from their graveyard now by foraging, if any (601.3)."""
    if card.zone is not player.graveyard:
        return None
    return next((g for g in player.graveyard_grants if g.turn == game.turn_number and g.filter(game, card, g.source)),
                None)


def forage(game: Game, player: Player) -> None:
    """Forage (701.61a): exile three cards from the graveyard or sacrifice a Food, the player's choice when both
    can be done. Raises ``IllegalAction`` (701.61b) if neither can."""
    from mtg_rulings.reference_engine.records import IllegalAction

    foods = [o for o in game.permanents() if o.controller is player and "Food" in game.type_line(o)[2]]
    cards = list(player.graveyard.objects)
    if len(cards) < 3 and not foods:
        raise IllegalAction(f"{player.name} can't forage: fewer than three cards in their graveyard and no Food",
                            "701.61b")
    use_food = bool(foods) and (len(cards) < 3 or game.decide(
        player, "may", "forage by sacrificing a Food (else by exiling three cards from your graveyard)?",
        ("yes", "no")) == "yes")
    if use_food:
        food = foods[0] if len(foods) == 1 else game.decide(player, "sacrifice", "choose a Food to sacrifice", foods)
        game.log("701.61a", f"{player.name} forages by sacrificing {food}")
        game.sacrifice(food)
        return
    chosen: list[Any] = []
    while len(chosen) < 3:
        left = [c for c in cards if c not in chosen]
        if len(left) <= 3 - len(chosen):  # no choice left: all of them
            chosen += left
            break
        chosen.append(game.decide(player, "exile", "choose a card to exile", left))
    game.log("701.61a", f"{player.name} forages by exiling {', '.join(c.name for c in chosen)} from their graveyard")
    game.leave_graveyards(chosen, "exile")


def enters(perm: GameObject, from_stack: bool) -> dict[str, int]:
    """The counters the permanent a resolving spell became enters with because of how it was cast (614.1c)."""
    counters = dict(perm.enters_with) if from_stack else {}
    perm.enters_with = ()
    return counters
