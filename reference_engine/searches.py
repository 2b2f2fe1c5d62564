"""Searching a library for a card and putting it onto the battlefield (701.23, 110.5b); looking at the top card of a
library and putting it somewhere (401.2, 701.20e).

"Search your library for a land card, put it onto the battlefield tapped, then shuffle": the player may find
nothing, since the search is for a card with a stated quality (701.23b); a card found enters the battlefield
under the searching player's control (tapped if told, 614.1c), and the library is shuffled afterwards. The
instructions are followed in order (608.2c): "then if you control four or more lands, untap that land" counts the
land that has entered; "then if [condition], repeat this process once" judges the condition again before the
repetition; "you may search" can be declined (609.3), and only a player who searched shuffles.

One building block, :class:`SearchOntoBattlefield`, does all of it; the card-file names written for it over time
(``search_onto_battlefield``, ``search_to_battlefield``, ``search_library_onto_battlefield``,
``may_search_onto_battlefield_repeat``) are its names (reference_engine/cards/blocks.py).

Sources: 701.23a-b (search), 110.5b (a permanent enters tapped if an effect says so), 701.24 (shuffle), 608.2c,
609.3, 701.26b (untap), 401.2, 701.20a and 701.20e (looking and revealing).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import stun
from mtg_rulings.reference_engine.records import IllegalAction, NotAnOption

if TYPE_CHECKING:
    from collections.abc import Callable

    from mtg_rulings.reference_engine.abilities import Condition, EffectContext, Filter
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


def choose_found(game: Game, player: Player, prompt: str, found: list[GameObject], stated_quality: bool) -> Any:
    """The card ``player`` finds in a search among ``found`` (the library's cards that match), or ``"nothing"``: a
    search for cards with a stated quality may find nothing though one is there (701.23b); one simply for "a card"
    finds one while the library holds any (701.23d). An answer that is neither is refused: "nothing" then by
    701.23d, a card that isn't there or doesn't match by 701.23a (raises ``IllegalAction``)."""
    options: list[Any] = [*found, "nothing"] if stated_quality or not found else list(found)
    try:
        return game.decide(player, "search", prompt, options)
    except NotAnOption as e:
        if e.answer == "nothing":
            raise IllegalAction(f"{player.name} searches simply for a card and must find one while the library holds "
                                f"any (it holds {len(found)})", "701.23d") from None
        raise IllegalAction(f"{player.name} can't find {e.answer} in this search: it isn't a card in the library that "
                            "matches what the search is for", "701.23a") from None


def look_at_top(game: Game, player: Player, n: int, rule: str, why: str = "") -> list[GameObject]:
    """The top ``n`` cards of ``player``'s library, which they look at (fewer if the library holds fewer); the log
    cites ``rule`` (the instruction's: 608.2c, 609.3) and ``why`` says where ``n`` came from."""
    top = list(player.library.objects[:n])
    game.log(rule, f"{player.name} looks at the top {len(top)} card(s) of their library{why}")
    return top


def put_others(game: Game, cards: list[GameObject], kept: Any, zone: Any, rule: str,
               words: Callable[[GameObject], str]) -> None:
    """"Put the rest into [zone]" (608.2c, 608.2d): each of ``cards`` but ``kept`` moves to ``zone``, one by one;
    ``words`` says so of each."""
    for card in cards:
        if card is not kept:
            game.move(card, zone)
            game.log(rule, words(card))


def bottom_in_random_order(game: Game, player: Player, cards: list[GameObject], rule: str) -> None:
    """"Put the rest on the bottom of your library in a random order" (401.1): ``cards``, which are in ``player``'s
    library, go to its bottom shuffled among themselves."""
    for card in cards:
        player.library.objects.remove(card)
    game.rng.shuffle(cards)
    player.library.objects.extend(cards)
    game.log(rule, f"{len(cards)} card(s) go to the bottom of {player.name}'s library in a random order")


@dataclass(frozen=True)
class SearchOntoBattlefield:
    """"[You may] search your library for a [filter] card, put it onto the battlefield [tapped], then shuffle"
    (701.23). ``untap_if``: "Then if [condition], untap that [permanent]" (608.2c, 701.26b). ``repeats`` with
    ``repeat_if``: "Then if [condition], repeat this process once" (608.2c: judged again before each repetition,
    whatever the search before found). ``may``: each search may be declined (609.3); "if you search your library
    this way, shuffle": only a player who searched shuffles."""

    filter: Filter
    tapped: bool = False
    untap_if: Condition | None = None
    may: bool = False
    repeat_if: Condition | None = None
    repeats: int = 0
    text: str = "search your library for a card and put it onto the battlefield, then shuffle"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        searched = False
        for i in range(1 + self.repeats):
            if i > 0 and self.repeat_if is not None and not self.repeat_if(game, ctx.source):
                game.log("608.2c", f"not {self.repeat_if.text} any more: the process isn't repeated")
                break
            if self.may and game.decide(player, "may", f"{ctx.source.name}: search your library?", ("yes", "no")) == "no":
                game.log("609.3", f"{player.name} doesn't search")
                continue
            searched = True
            self._untap(game, ctx, self._search(game, ctx, player))
        if searched:
            game.shuffle(player)
        else:
            game.log("701.23", f"{player.name} didn't search, so doesn't shuffle")

    def _search(self, game: Game, ctx: EffectContext, player: Player) -> list[GameObject]:
        """701.23: one search; the card found, if any (701.23b: a search for a quality may find nothing), enters."""
        from mtg_rulings.reference_engine.abilities import ANY_CARD  # abilities imports this module

        found = [o for o in player.library if self.filter(game, o, ctx.source)]
        choice = choose_found(game, player, f"{ctx.source.name}: {self.text}", found, self.filter is not ANY_CARD)
        if choice == "nothing":
            return []
        game.log("701.23", f"{player.name} finds {choice.name} and puts it onto the battlefield"
                           f"{' tapped' if self.tapped else ''}")
        return game.enter_battlefield([choice], player, tapped=self.tapped)

    def _untap(self, game: Game, ctx: EffectContext, entered: list[GameObject]) -> None:
        """"Then if [condition], untap that [permanent]" (608.2c, 701.26b): only what the search put onto the battlefield."""
        if self.untap_if is None or not entered:
            return
        if self.untap_if(game, ctx.source):
            for perm in entered:
                if perm.zone is game.battlefield:
                    stun.untap(game, perm, "701.26b", f"is untapped ({self.untap_if.text})")
        else:
            game.log("608.2c", f"not {self.untap_if.text}: the land stays tapped")


def search_to_battlefield(filter: Filter, tapped: bool = False, untap_if: Condition | None = None,
                          text: str = "search your library for a card and put it onto the battlefield") -> SearchOntoBattlefield:
    """"Search your library for a [filter] card, put it onto the battlefield [tapped], then shuffle. Then if
    [condition], untap that [permanent]" (701.23, 608.2c): ``search_onto_battlefield`` (:class:`SearchOntoBattlefield`)
    under the name card files have used for it."""
    return SearchOntoBattlefield(filter, tapped, untap_if=untap_if, text=text)


def search_library_onto_battlefield(filter: Filter, tapped: bool = False,
                                    text: str = "search your library for a card, put it onto the battlefield, then "
                                                "shuffle") -> SearchOntoBattlefield:
    """"Search your library for a [filter] card, put it onto the battlefield [tapped], then shuffle" (701.23):
    ``search_onto_battlefield`` (:class:`SearchOntoBattlefield`) under the name card files have used for it."""
    return SearchOntoBattlefield(filter, tapped, text=text)


def may_search_onto_battlefield_repeat(filter: Filter, condition: Condition, tapped: bool = False,
                                       repeats: int = 1,
                                       text: str = "you may search your library for a card and put it onto the "
                                                   "battlefield; then repeat once") -> SearchOntoBattlefield:
    """"You may search your library for a [filter] card and put it onto the battlefield [tapped]. Then if [condition],
    repeat this process once. If you search your library this way, shuffle" (701.23, 608.2c): the condition is judged
    again before the repetition; only a player who searched shuffles. ``search_onto_battlefield``
    (:class:`SearchOntoBattlefield`) with ``may`` and ``repeat_if`` under the name card files have used for it."""
    return SearchOntoBattlefield(filter, tapped, may=True, repeat_if=condition, repeats=repeats, text=text)


@dataclass(frozen=True)
class LookAtTopMayRevealToHand:
    """"Look at the top card of your library. If it's a [filter] card, you may reveal it and put it into your hand.
    If you put a card into your hand this way, [then]" (701.20e looking, 701.20a revealing): the player may decline
    even when the card matches, leaving it on top; ``then`` happens only if the card was put into the hand."""

    filter: Filter
    then: Any = None
    text: str = "look at the top card of your library; you may reveal it and put it into your hand"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        top = player.library.top()
        if top is None:
            game.log("701.20e", f"{player.name}'s library is empty: there is no card to look at")
            return
        game.log("701.20e", f"{player.name} looks at the top card of their library")
        if not self.filter(game, top, ctx.source):
            game.log("608.2c", f"the top card isn't {self.filter.text}: it stays on top")
            return
        if game.decide(player, "may", f"{ctx.source.name}: reveal {top.name} and put it into your hand?",
                       ("yes", "no")) != "yes":
            game.log("609.3", f"{player.name} doesn't reveal it: it stays on top of the library")
            return
        game.log("701.20a", f"{player.name} reveals {top.name} and puts it into their hand")
        game.move(top, player.hand)
        if self.then is not None:
            self.then.apply(game, ctx)


@dataclass(frozen=True)
class TopCardLandOrHand:
    """"Look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped.
    Otherwise, put it into your hand." (401.2, 608.2c): a land card not put onto the battlefield goes to the hand
    too ("otherwise" is also the choice not to)."""

    text: str = "look at the top card of your library; a land may be put onto the battlefield tapped, else the hand"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        card = player.library.top()
        if card is None:
            game.log("401.2", f"{player.name}'s library is empty: there is no card to look at")
            return
        game.log("401.2", f"{player.name} looks at the top card of their library")
        if "Land" in game.card_types(card) and game.decide(
                player, "may", f"{ctx.source.name}: put {card.name} onto the battlefield tapped?", ("yes", "no")) == "yes":
            game.log("608.2c", f"{player.name} puts {card.name} onto the battlefield tapped")
            game.enter_battlefield([card], player, tapped=True)
            return
        game.move(card, player.hand)
        game.log("608.2c", f"{player.name} puts {card.name} into their hand")
