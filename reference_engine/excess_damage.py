"""Excess damage (120.4a): "[This] deals X damage to target creature. Create a number of tapped [tokens] equal to the
amount of excess damage dealt to that creature this way" (Hell to Pay).

Excess damage is the damage dealt to a creature beyond what was lethal for it: its toughness less the damage already
marked on it (120.6), at least 0; any damage beyond 1 if the source has deathtouch (702.2c). Damage that is
prevented (615) isn't dealt, so it isn't excess either. A spell whose only target has become illegal doesn't resolve
(608.2b), so it creates nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.cards.model import CardDef
    from mtg_rulings.reference_engine.game import Game


@dataclass(frozen=True)
class DamageXThenTokensPerExcess:
    """The source deals X damage to each target creature; its controller then creates ``token`` for each point of
    excess damage dealt to it this way (120.4a), tapped if ``tapped``."""

    token: CardDef
    tapped: bool = True
    text: str = "deal X damage to target creature; create a token for each excess damage"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        x = ctx.x or 0
        for target in ctx.targets:
            if getattr(target, "zone", None) is not game.battlefield:
                continue
            toughness = game.characteristics(target).toughness or 0
            lethal = 1 if game.has_keyword(ctx.source, "Deathtouch") else max(0, toughness - target.damage)
            if target.damage >= toughness:
                lethal = 0  # it already has lethal damage marked: all of this damage is excess
            dealt = game.deal_damage(ctx.source, target, x)
            excess = max(0, dealt - lethal)
            game.log("120.4a", f"{dealt} damage dealt to {target}, {lethal} of it lethal: {excess} excess damage")
            if excess:
                game.create_tokens(self.token, excess, ctx.controller, tapped=self.tapped)
