""""If you've committed a crime this turn" (700.13): the condition, and the statics and effects of Outlaws of
Thunder Junction's cards that ask it (issue 25).

A player has committed a crime this turn once :mod:`mtg_rulings.reference_engine.crimes` counted one for them this
turn (``Player.crimes_this_turn``); it stays so for the rest of the turn, whatever happens to the spell or ability
that committed it (700.13). "This turn" ends as the cleanup step begins, when "this turn" effects end (514.2): the
condition is false from then on, though the count is reset only as the next turn begins (500.1).

- :data:`COMMITTED_A_CRIME_THIS_TURN`: the condition, of the source's controller; another owner's card (Lazav, h-copy)
  can use it from the registry as ``you_committed_a_crime_this_turn``.
- :class:`SelfCostsLessIf`: "This spell costs {N} less to cast if [condition]" (601.2f): judged as the total cost is
  determined, while the spell is being cast, never again as it resolves; only generic mana is reduced (118.7a).
- :class:`CantBeBlockedIf`: "This creature can't be blocked if [condition]": a restriction on blocking (509.1b),
  judged as blockers are declared (509.1); a condition that becomes true later doesn't undo a block.
- :class:`MaySacrificeSelfThen`: "you may sacrifice this creature. If you do, [effect]" (701.21a, 608.2c): only the
  permanent the ability came from, still on the battlefield (400.7), can be sacrificed, and only then the effect.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.abilities import Condition
from mtg_rulings.reference_engine.mana import TotalCost

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Effect, EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


def committed_a_crime_this_turn(game: Game, player: Player) -> bool:
    """Whether ``player`` has committed a crime this turn (700.13); no longer once the cleanup step begins (514.2)."""
    return player.crimes_this_turn > 0 and game.step != "cleanup"


COMMITTED_A_CRIME_THIS_TURN = Condition("you've committed a crime this turn",
                                        lambda g, s: committed_a_crime_this_turn(g, s.controller))


@dataclass(frozen=True)
class SelfCostsLessIf:
    """"This spell costs {N} less to cast if [condition]" (601.2f), a static ability of the spell itself."""

    text: str
    condition: Condition
    generic: int = 1


def reduce(game: Game, player: Player, spell: GameObject, total: TotalCost | None) -> TotalCost | None:
    """``total`` less the spell's own :class:`SelfCostsLessIf` reductions whose condition holds now, as the total cost
    is determined (601.2f); only generic mana is reduced (118.7a). None (no mana cost paid, 118.9) stays None."""
    for ability in game.abilities(spell):
        if total is None or not isinstance(ability, SelfCostsLessIf):
            continue
        if not ability.condition(game, spell):
            game.log("601.2f", f"{spell.name} costs no less: not {ability.condition.text}")
            continue
        cut = min(ability.generic, total.generic)
        total = total.with_generic(total.generic - cut)
        game.log("601.2f", f"{spell.name} costs {{{cut}}} less: {ability.condition.text}")
    return total


@dataclass(frozen=True)
class CantBeBlockedIf:
    """"This creature can't be blocked if [condition]" (509.1b), a static ability."""

    text: str
    condition: Condition


def block_illegality(game: Game, attacker: GameObject) -> tuple[str, str] | None:
    """Why ``attacker`` can't be blocked now by its :class:`CantBeBlockedIf` (509.1b), or None."""
    for ability in game.abilities(attacker):
        if isinstance(ability, CantBeBlockedIf) and ability.condition(game, attacker):
            return f"{attacker} can't be blocked: {ability.condition.text}", "509.1b"
    return None


@dataclass(frozen=True)
class MaySacrificeSelfThen:
    """"You may sacrifice this creature. If you do, [effect]" (701.21a, 608.2c)."""

    effect: Effect
    text: str = "you may sacrifice this creature. If you do, ..."

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is None:
            game.log("701.21a", f"{ctx.source.name} is no longer on the battlefield: it can't be sacrificed, so nothing "
                                "more happens")
            return
        if game.decide(ctx.controller, "may", f"{ctx.source.name}: sacrifice it?", ("yes", "no")) == "no":
            game.log("609.3", f"{ctx.controller.name} doesn't sacrifice {source.name}")
            return
        game.sacrifice(source)
        self.effect.apply(game, ctx)



def entered_without_mana_spent(game: Game, obj: GameObject) -> bool:
    """Whether the permanent ``obj`` entered without being cast, or was cast with no mana spent to cast it (601.2h):
    mana paid for a cost increase or an additional cost is mana spent to cast it, even without paying its mana cost
    (118.9d)."""
    return obj.id not in game.cast_permanents or game.mana_spent_to_cast.get(obj.id, 0) == 0


def nth_spell_this_turn(game: Game, spell: GameObject) -> int:
    """Which spell ``spell`` is among those its controller cast this turn (1 for the first), counting the spells cast
    before the ability's source was on the battlefield too (601.2i); 0 if it wasn't cast this turn."""
    mine = [s for p, s in game.cast_this_turn if p is spell.controller]
    return mine.index(spell) + 1 if spell in mine else 0


def an_opponent_controls_more_lands(game: Game, player: Player) -> bool:
    """"If an opponent controls more lands than you": judged whenever it is asked (603.4, 608.2c)."""
    def lands(p: Player) -> int:
        return sum(1 for o in game.permanents() if o.controller is p and "Land" in game.characteristics(o).types)
    return any(lands(o) > lands(player) for o in game.opponents(player))


AN_OPPONENT_CONTROLS_MORE_LANDS = Condition("an opponent controls more lands than you",
                                            lambda g, s: an_opponent_controls_more_lands(g, s.controller))
