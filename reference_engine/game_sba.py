"""State-based actions (704) and leaving the battlefield for them. The methods of
:class:`~mtg_rulings.reference_engine.game.Game` for this part of the rules, moved here by tools/split_game.py (Game inherits
StateBasedActions).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import attachments, saga
from mtg_rulings.reference_engine.objects import GameObject
from mtg_rulings.reference_engine.regeneration import regenerated
from mtg_rulings.reference_engine.zone_changes import leave_battlefield, leave_graveyards

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game


class StateBasedActions:
    """State-based actions (704) and leaving the battlefield for them.: the methods of Game for it."""

    def _state_based_actions(self: Game) -> bool:
        """704.3: perform all applicable state-based actions at once; True if any happened."""
        happened = False
        for p in self.players:
            if not p.has_lost and (p.life <= 0 or p.drew_from_empty):
                for loser in p.team.players if p.team else [p]:  # 810.8a: a team loses together
                    loser.has_lost = True
                happened = True
                self.log("704.5a" if p.life <= 0 else "704.5b", f"{p.name} loses the game")
        for zone in [self.exile, self.stack_zone, *(z for p in self.players for z in (p.hand, p.graveyard, p.library))]:
            for obj in list(zone.objects):
                if obj.is_token or (obj.is_copy and zone is not self.stack_zone):
                    zone.objects.remove(obj)
                    happened = True
                    what = "copy of a spell outside the stack" if obj.is_copy else "token outside the battlefield"
                    self.log("704.5e" if obj.is_copy else "704.5d", f"{obj}, a {what}, ceases to exist")
        auras, moved = attachments.state_based_actions(self)  # 704.5m, 704.5n
        happened = happened or moved
        dying = list(auras)
        for obj in self.permanents():
            ch = self.characteristics(obj)
            if "Creature" in ch.types and ch.toughness is not None:
                if ch.toughness <= 0:
                    dying.append(obj)
                    self.log("704.5f", f"{obj} has toughness 0 or less and is put into its owner's graveyard")
                elif obj.damage and self.has_keyword(obj, "Indestructible"):
                    pass  # 702.12b: not destroyed by lethal damage (704.5g) nor by deathtouch damage (704.5h)
                elif obj.damage >= ch.toughness and regenerated(self, obj, "704.5g"):
                    happened = True  # 701.19c: regeneration replaces the destruction
                elif obj.damage >= ch.toughness:
                    dying.append(obj)
                    self.log("704.5g", f"{obj} has lethal damage and is destroyed")
                elif obj.damage and obj.deathtouched and regenerated(self, obj, "704.5h"):
                    happened = True
                elif obj.damage and obj.deathtouched:
                    dying.append(obj)
                    self.log("704.5h", f"{obj} was dealt damage by a source with deathtouch and is destroyed")
        if dying:
            self._leave_to_graveyard(dying)
            happened = True
        for finished in saga.finished_sagas(self):  # 714.4
            self.log("714.4", f"{finished} has as many lore counters as its final chapter number: it is sacrificed")
            self.sacrifice(finished)
            happened = True
        if len({id(p.team) if p.team else id(p) for p in self.players if not p.has_lost}) <= 1:
            self.over = True
        return happened

    def _leave_to_graveyard(self: Game, objs: Sequence[GameObject]) -> None:
        """Permanents go to their owners' graveyards in one event: they "die" (700.4), unless a replacement
        effect sends them elsewhere (614.6); see :func:`mtg_rulings.reference_engine.zone_changes.leave_battlefield`."""
        self.leave_battlefield(objs, "graveyard")

    def leave_battlefield(self: Game, objs: Sequence[GameObject], to: str) -> list[GameObject]:
        """Permanents leave the battlefield for ``to`` in one event (603.6c, 603.10a, 614.6)."""
        return leave_battlefield(self, objs, to)

    def leave_graveyards(self: Game, cards: Sequence[GameObject], to: str) -> list[GameObject]:
        """Cards leave their owners' graveyards at the same time: one event (603.10a, 603.2c)."""
        return leave_graveyards(self, cards, to)
