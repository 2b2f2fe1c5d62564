"""Gift (702.174) on instant and sorcery spells: an optional additional cost, promising a gift to an opponent, and
the gift given as the spell resolves, before its other effects.

Sources: 702.174a (gift: an additional cost, promising the gift to an opponent chosen then; 601.2b announces it),
702.174d-h (what "a Food", "a card", "a tapped Fish", "a Treasure" give), 702.174j (for instants and
sorceries the gift happens before the spell's other abilities; a spell that is countered or leaves the stack
gives nothing), 702.174k ("promised"), 702.174m (a part of the spell that applies only if the gift was promised
has its targets chosen only then: ``SpellEffect.gift_target``), 702.174b (on a permanent spell, gift is also the
triggered ability "When this permanent enters, if its gift was promised, [the opponent gets the gift]"; 603.4: an
intervening "if"), 400.7 (the permanent a resolving spell becomes keeps the choices made as it was cast; a
permanent that enters from anywhere else had no gift promised).

A spell whose gift was promised records its opponent in ``GameObject.gift_to``; the permanent it becomes keeps it
(:func:`enters`), so that its own "if the gift was promised" (the condition ``gift_promised``) reads it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.abilities import SELF, Condition, EffectContext, TargetSpec, TriggeredAbility

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Effect, SpellEffect
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player

NO_ONE = "no one"
#: what each gift gives the chosen opponent (702.174d-h): (rule, cards drawn, token, tapped)
GIFTS: dict[str, tuple[str, int, str | None, bool]] = {
    "card": ("702.174e", 1, None, False), "Food": ("702.174d", 0, "Food", False),
    "tapped Fish": ("702.174f", 0, "Fish", True), "Treasure": ("702.174h", 0, "Treasure", False)}


@dataclass(frozen=True)
class GiveGift:
    """"The chosen opponent [gets the gift]": the effect of a permanent's gift trigger (702.174b, 702.174d-h)."""

    gift: str
    text: str = "the opponent the gift was promised to gets it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        recipient = getattr(ctx.source, "gift_to", None)
        if recipient is None:  # the intervening "if" makes this unreachable from a trigger (603.4)
            return
        _give(game, ctx.source.name, self.gift, recipient, "702.174b")


#: "its gift was promised" (702.174b, 702.174k): as the spell was cast, for the permanent it became (400.7)
PROMISED = Condition("the gift was promised", lambda game, source: getattr(source, "gift_to", None) is not None)


@dataclass(frozen=True)
class Gift(TriggeredAbility):
    """The gift keyword, "Gift a [gift]" (702.174a): an optional additional cost naming an opponent. On a permanent
    it is also the triggered ability "When this permanent enters, if its gift was promised, [the opponent gets the
    gift]" (702.174b); on an instant or sorcery, which never enters, the gift is given as the spell resolves
    (702.174j, :func:`give`)."""

    gift: str = "card"


def gift_ability(text: str, gift: str) -> Gift:
    """The ability "Gift a [gift]" of a card file (702.174a, 702.174b)."""
    return Gift(text=text, event="enters", condition=SELF, effect=GiveGift(gift), keyword="gift",
                intervening_if=PROMISED, gift=gift)


def enters(perm: GameObject, from_stack: bool) -> None:
    """The permanent a resolving spell became keeps the opponent its gift was promised to (702.174b); an object
    entering the battlefield from anywhere else had no gift promised (400.7)."""
    if not from_stack:
        perm.gift_to = None


def gift_of(game: Game, obj: GameObject) -> Gift | None:
    return next((a for a in game.face(obj).abilities if isinstance(a, Gift)), None)


def promise(game: Game, player: Player, obj: GameObject) -> Player | None:
    """The opponent ``player`` promises the gift of ``obj`` to as it is cast, or None (702.174a, 601.2b)."""
    ability = gift_of(game, obj)
    if ability is None:
        return None
    from mtg_rulings.reference_engine.records import IllegalAction

    options: list[Any] = [*game.players, NO_ONE]  # any player may be named; only an opponent is accepted
    name = game.characteristics(obj).name
    answer = game.decide(player, "gift", f"{name}: promise the gift ({ability.text}) to an opponent?", options)
    if answer == NO_ONE:
        game.log("702.174a", f"{player.name} promises no gift")
        return None
    if answer not in game.opponents(player):
        raise IllegalAction(f"the gift of {name} is promised to an opponent; {answer.name} isn't one of "
                            f"{player.name}'s", "702.174a")
    game.log("702.174a", f"{player.name} promises the gift ({ability.text}) to {answer.name}, an additional cost")
    return answer


def spell_ability(found: SpellEffect, spell: GameObject, promised_to: Player | None) -> SpellEffect:
    """The spell's ability with the targets of its promised gift (702.174m), if it was promised."""
    if found.gift_target is not None and promised_to is not None:
        return replace(found, target=found.gift_target)
    return found


def give(game: Game, spell: GameObject) -> None:
    """Give the promised gift as the spell resolves, before its other effects (702.174j)."""
    ability = gift_of(game, spell)
    recipient = spell.gift_to
    if ability is None or recipient is None:
        return
    game.log("702.174j", f"{spell.name}: {recipient.name} is given the gift ({ability.text}) before its other effects")
    _give(game, spell.name, ability.gift, recipient, "702.174j")


def _give(game: Game, name: str, gift: str, recipient: Player, when: str) -> None:
    """``recipient`` gets the gift ``gift`` of ``name`` (702.174d-h)."""
    from mtg_rulings.reference_engine.cards.catalog import token

    rule, draws, token_name, tapped = GIFTS[gift]
    game.log(rule, f"{name}: {recipient.name} gets the gift, a {gift} ({when})")
    if draws:
        game.draw(recipient, draws)
    if token_name:
        game.create_tokens(token(token_name), 1, recipient, tapped=tapped)


@dataclass(frozen=True)
class IfGift:
    """"If the gift was promised, [effect]" / "If the gift wasn't promised, [effect]" (702.174k), checked as the
    spell resolves: ``promised`` applies if it was, ``otherwise`` if it wasn't ("instead" is both)."""

    promised: Any = None
    otherwise: Any = None
    text: str = "if the gift was promised"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        was = getattr(ctx.source, "gift_to", None) is not None
        effect = self.promised if was else self.otherwise
        game.log("608.2c", f"{ctx.source.name}: the gift was {'' if was else 'not '}promised"
                 + ("" if effect is not None else f": \"{self.text}\" does nothing"))
        if effect is not None:
            effect.apply(game, ctx)


@dataclass(frozen=True)
class TargetGroups(TargetSpec):
    """Targets of different kinds, each group chosen in turn (601.2c, 115.1): "target opponent ... If the gift was
    promised, return target creature card from your graveyard" has, promised, a target opponent and a target card
    (702.174m). A target is legal if it is legal for a group; an effect reads the group it needs through
    :class:`OnTargets`."""

    groups: tuple[TargetSpec, ...] = ()

    @property
    def fewest(self) -> int:
        return sum(g.fewest for g in self.groups)

    def illegality(self, game: Game, target: Any, source: GameObject) -> tuple[str, str] | None:
        reasons = [g.illegality(game, target, source) for g in self.groups]
        return None if any(r is None for r in reasons) else reasons[0]


def target_groups(specs: list[TargetSpec]) -> TargetGroups:
    return TargetGroups(text=" and ".join(s.text for s in specs), up_to=sum(s.up_to for s in specs),
                        groups=tuple(specs))


@dataclass(frozen=True)
class OnTargets:
    """Apply ``effect`` to the player targets only (``players``) or to the other targets only: the part of a spell
    with targets of several kinds that names one of them (608.2b: each instruction acts on its own targets)."""

    effect: Effect
    players: bool = False
    text: str = "the targets of one kind"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.objects import Player

        chosen = [t for t in ctx.targets if isinstance(t, Player) == self.players]
        self.effect.apply(game, dataclasses.replace(ctx, targets=chosen))
