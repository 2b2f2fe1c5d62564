"""Plot (702.170): exiling a card from the hand as a special action, and casting it on a later turn without paying
its mana cost.

Sources: 702.170a (plot is a static ability that functions while the card is in its owner's hand: any time its
owner has priority during their main phase while the stack is empty, they may pay the plot cost and exile it; it
becomes plotted), 702.170b (exiling a card this way is a special action, 116.2k: it doesn't use the stack and
can't be responded to), 702.170c (a plotted card is exiled face up), 702.170d (its owner may cast it from exile
without paying its mana cost during their main phase while the stack is empty, on a turn after the one it became
plotted, even an instant: "as a sorcery"), 118.9 (casting without paying the mana cost is an alternative cost:
X is 0, 107.3b; additional costs are still paid, 118.9d), 400.7 (a card that leaves exile is a new object: it is
no longer plotted).

A card becomes plotted also when an effect says so ("exile target spell. It becomes plotted.", "exile ... from
your hand. If you do, it becomes plotted."): :func:`become_plotted`. "When this card becomes plotted" abilities
(``becomes_plotted`` events) trigger from exile, where the card is (603.6d does not look back: the card is
plotted only in exile).

The plotted state is a :class:`Plotted` permission on the card in exile (``GameObject.permissions``, like the
permissions of :mod:`mtg_rulings.reference_engine.permissions`), so it ends when the card leaves exile (400.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import searches
from mtg_rulings.reference_engine.mana import ManaCost
from mtg_rulings.reference_engine.permissions import PlayPermission

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


@dataclass(frozen=True)
class PlotAbility:
    """"Plot [cost]" (702.170a): the card's plot cost, a static ability that functions in its owner's hand."""

    cost: ManaCost
    text: str = "Plot"


@dataclass(frozen=True)
class TopCardHasPlot:
    """"The top card of your library has plot. The plot cost is equal to its mana cost." with "You may plot
    nonland cards from the top of your library." (702.170a, 601.3): the controller may plot the nonland card on
    top of their library, for the plot cost it has (its own, or its mana cost)."""

    text: str = "The top card of your library has plot."


@dataclass(frozen=True)
class Plotted(PlayPermission):
    """The card is plotted (702.170d): its owner may cast it from exile without paying its mana cost, during their
    main phase while the stack is empty, on a turn after ``granted_turn``. It lasts for as long as the card stays
    in exile (``until`` ``exiled``)."""

    def describe(self) -> str:
        return "plot (702.170d)"


def plot_costs(game: Game, player: Player, obj: GameObject) -> list[ManaCost]:
    """The plot costs ``player`` may pay to plot ``obj``: from their hand, its own plot ability's (702.170a); from
    the top of their library, a nonland card, with a :class:`TopCardHasPlot` permanent they control: its own plot
    cost if it has one, and the one that permanent gives it (its mana cost). Empty: it can't be plotted from there."""
    own = [a.cost for a in game.abilities(obj) if isinstance(a, PlotAbility)]
    if obj.zone is player.hand:
        return own
    if obj.zone is player.library and player.library.top() is obj and "Land" not in game.card_types(obj) and any(
            s.controller is player for s, _ in game.statics(TopCardHasPlot)):
        given = game.characteristics(obj).mana_cost
        return [*own, given] if given is not None and all(c.text != given.text for c in own) else own or [given]
    return []


def plot(game: Game, player: Player, obj: GameObject) -> None:
    """Plot ``obj``: a special action (702.170b, 116.2k) with priority, in its owner's main phase while the stack is
    empty (702.170a); the plot cost is paid (a mana cost, 601.2h's payment), then the card is exiled face up and
    becomes plotted. Refusals name 702.170a; a cost that can't be paid, 601.2h. A refused plot changes nothing
    (732.1)."""
    from mtg_rulings.reference_engine.rewind import reversible

    reversible(_plot)(game, player, obj)


def _plot(game: Game, player: Player, obj: GameObject) -> None:
    from mtg_rulings.reference_engine.records import IllegalAction

    game._require_priority(player, "plot a card")
    costs = [c for c in plot_costs(game, player, obj) if c is not None]
    if not costs:
        where = "the top of their library" if obj.zone is player.library else game._where(obj)
        raise IllegalAction(f"{obj.name} can't be plotted from {where}: it has no plot ability there", "702.170a")
    game._sorcery_timing(player, f"plot {obj.name}", "702.170a")
    cost = costs[0]
    if len(costs) > 1:  # its own plot cost or the one an effect gives it: the player chooses
        texts = [c.text for c in costs]
        cost = costs[texts.index(game.decide(player, "plot_cost", f"{obj.name}: choose a plot cost", texts))]
    total = cost.total(0)
    if not player.mana_pool.can_pay(total):
        raise IllegalAction(f"{player.name} can't pay the plot cost {cost.text} of {obj.name}", "601.2h")
    paid = player.mana_pool.pay(total)
    game.log("702.170b", f"{player.name} plots {obj.name} as a special action, paying {cost.text} with {dict(paid)}")
    become_plotted(game, obj, player)
    game._acted(player)  # 116.3c: the player receives priority again


def become_plotted(game: Game, obj: GameObject, player: Player) -> GameObject:
    """``obj`` is exiled face up (if it isn't already in exile) and becomes plotted (702.170c): its owner may cast it
    on a later turn (702.170d). ``player`` controls the "becomes plotted" triggers (its owner, whose card it is)."""
    exiled = obj if obj.zone is game.exile else game.move(obj, game.exile)
    exiled.permissions.append(Plotted(exiled.owner, "exiled", game.turn_number, game.step, source=exiled.name))
    game.log("702.170c", f"{exiled} is exiled face up and becomes plotted")
    game._check_triggers("becomes_plotted", [exiled], before=[(exiled, player)])
    return exiled


@dataclass(frozen=True)
class ExileTargetSpellsPlotted:
    """"Exile target spell. It becomes plotted." (702.170c): each target spell still on the stack leaves it (it
    doesn't resolve, and isn't countered: "can't be countered" doesn't stop it) and becomes plotted for its owner."""

    text: str = "exile target spell. It becomes plotted"

    def apply(self, game: Game, ctx: Any) -> None:
        for spell in [t for t in ctx.targets if t in game.stack]:
            game.stack.remove(spell)
            game.log("702.170c", f"{ctx.source.name} exiles {spell} from the stack")
            become_plotted(game, spell, spell.owner)


def cast_allowed(game: Game, player: Player, obj: GameObject, granted: Any) -> bool:
    """Whether ``granted`` (the permission ``player`` casts ``obj`` from exile with) is plot's; if so, the cast must
    be on a later turn than the card became plotted, during its owner's main phase while the stack is empty, even
    for an instant (702.170d); it is cast without paying its mana cost (118.9). Refusals name 702.170d."""
    from mtg_rulings.reference_engine.records import IllegalAction

    if not isinstance(granted, Plotted):
        return False
    if game.turn_number <= granted.granted_turn:
        raise IllegalAction(f"{obj.name} became plotted this turn: it can be cast only on a later turn", "702.170d")
    game._sorcery_timing(player, f"cast the plotted {obj.name}", "702.170d")
    return True


@dataclass(frozen=True)
class LookAtTopMayPlot:
    """"Look at the top N cards of your library. You may exile a nonland card from among them. If you do, it becomes
    plotted. Put the rest into your hand." (608.2c: the choice is made as it resolves; 702.170c: the exiled card
    is face up and plotted, castable on a later turn, 702.170d): choosing "no more" exiles nothing, and all N cards
    go to the hand."""

    n: int = 3
    text: str = "look at the top cards of your library; you may exile a nonland card from among them and plot it"

    def apply(self, game: Game, ctx: Any) -> None:
        player = ctx.controller
        top = searches.look_at_top(game, player, self.n, "608.2c")
        nonland: list[Any] = [c for c in top if "Land" not in game.card_types(c)]
        pick = game.decide(player, "exile", f"{ctx.source.name}: you may exile a nonland card; it becomes plotted",
                           [*nonland, "no more"]) if nonland else "no more"
        if pick != "no more":
            become_plotted(game, pick, player)
        else:
            game.log("609.3", f"{player.name} exiles no card")
        searches.put_others(game, top, pick, player.hand, "608.2c", lambda c: f"{player.name} puts {c.name} into their hand")


@dataclass(frozen=True)
class PlotCauseAsItResolves:
    """"Exile that spell instead of putting it into your graveyard as it resolves. If you do, it becomes plotted."
    (608.2n, 614.1a, 702.170c): the spell that made the ability trigger is marked; if it resolves, it is exiled
    and becomes plotted as its last step of resolving instead of going to its owner's graveyard. A spell countered
    or otherwise removed from the stack isn't resolving: it goes to the graveyard (701.6a) and isn't plotted."""

    text: str = "exile that spell instead of putting it into your graveyard as it resolves; it becomes plotted"

    def apply(self, game: Game, ctx: Any) -> None:
        spell = ctx.cause
        if spell is None or spell.zone is not game.stack_zone:
            game.log("608.2b", f"{ctx.source.name}: that spell is no longer on the stack")
            return
        marked = game.__dict__.setdefault("plot_as_resolves", set())
        marked.add(spell.id)
        game.log("614.1a", f"if {spell.name} resolves, it is exiled and becomes plotted instead of going to "
                           f"{spell.owner.name}'s graveyard")


def plots_as_it_resolves(game: Game, spell: GameObject) -> bool:
    """As an instant or sorcery ``spell`` finishes resolving (608.2n): if it was marked by
    :class:`PlotCauseAsItResolves`, it is exiled and becomes plotted for its owner (True); else False."""
    if spell.id not in game.__dict__.get("plot_as_resolves", ()):
        return False
    game.log("614.1a", f"{spell.name} resolves: it is exiled instead of being put into its owner's graveyard")
    become_plotted(game, spell, spell.owner)
    return True
