"""State-based actions (704) and leaving the battlefield for them. The methods of
:class:`~mtg_rulings.reference_engine.game.Game` for this part of the rules, moved here by tools/split_game.py (Game inherits
StateBasedActions).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import attachments, saga
from mtg_rulings.reference_engine.objects import GameObject
from mtg_rulings.reference_engine.reading import changed, reading, writing
from mtg_rulings.reference_engine.regeneration import regenerated
from mtg_rulings.reference_engine.zone_changes import leave_battlefield, leave_graveyards

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game


class StateBasedActions:
    """State-based actions (704) and leaving the battlefield for them.: the methods of Game for it."""

    def _state_based_actions(self: Game) -> bool:
        """704.3: perform all applicable state-based actions at once; True if any happened: players lose (704.5a-b),
        tokens and copies outside their zones cease to exist (704.5d-e), Auras and Equipment attached illegally
        (704.5m-n), creatures with toughness 0 or less or lethal or deathtouch damage die (704.5f-h), finished
        Sagas are sacrificed (714.4); the game is over when one player or team is left (104.2a)."""
        happened = self._players_lose()
        happened = self._cease_to_exist() or happened
        with reading(self):  # the checks only read; what they do is done outside the window (reading.py)
            auras, moved = attachments.state_based_actions(self)  # 704.5m, 704.5n
            happened = happened or moved
            dying = list(auras)
            happened = self._creatures_die(dying) or happened
            if dying:
                with writing(self):
                    self._leave_to_graveyard(dying)
                happened = True
            for finished in saga.finished_sagas(self):  # 714.4
                with writing(self):
                    self.log("714.4", f"{finished} has as many lore counters as its final chapter number: it is sacrificed")
                    self.sacrifice(finished)
                happened = True
        if len({id(p.team) if p.team else id(p) for p in self.players if not p.has_lost}) <= 1:
            self.over = True
        return happened

    def _players_lose(self: Game) -> bool:
        """704.5a: a player with 0 or less life loses; 704.5b: so does one who drew from an empty library (121.4);
        810.8a: a team loses together. True if anyone lost."""
        happened = False
        for p in self.players:
            if not p.has_lost and (p.life <= 0 or p.drew_from_empty):
                for loser in p.team.players if p.team else [p]:  # 810.8a: a team loses together
                    loser.has_lost = True
                happened = True
                self.log("704.5a" if p.life <= 0 else "704.5b", f"{p.name} loses the game")
        return happened

    def _cease_to_exist(self: Game) -> bool:
        """704.5d: a token in a zone other than the battlefield ceases to exist; 704.5e: so does a copy of a spell or
        of a card in a zone other than the stack (or the battlefield). True if any did."""
        happened = False
        for zone in [self.exile, self.stack_zone, *(z for p in self.players for z in (p.hand, p.graveyard, p.library))]:
            for obj in list(zone.objects):
                if obj.is_token or (obj.is_copy and zone is not self.stack_zone):
                    zone.objects.remove(obj)
                    happened = True
                    what = "copy of a spell outside the stack" if obj.is_copy else "token outside the battlefield"
                    self.log("704.5e" if obj.is_copy else "704.5d", f"{obj}, a {what}, ceases to exist")
        return happened

    def _creatures_die(self: Game, dying: list[GameObject]) -> bool:
        """704.5f: a creature with toughness 0 or less is put into its owner's graveyard; 704.5g: one with lethal
        damage is destroyed, 704.5h: so is one dealt damage by a source with deathtouch, unless it is
        indestructible (702.12b) or regenerates (701.19c). Adds them to ``dying``; True if one regenerated. It only
        reads, but for a regeneration (reading.py)."""
        happened = False
        with reading(self):
            for obj in self.permanents():
                if "Creature" not in self.type_line(obj)[1]:  # no power and toughness worked out for the others
                    continue
                ch = self.characteristics(obj)
                if ch.toughness is not None and self._dies(obj, ch.toughness, dying):
                    happened = True
                    changed(self)  # a regenerated creature is tapped and removed from combat (701.19c)
        return happened

    def _dies(self: Game, obj: GameObject, toughness: int, dying: list[GameObject]) -> bool:
        """:meth:`_creatures_die` for one creature with ``toughness``: added to ``dying`` if it dies (704.5f-h);
        True if it regenerated instead (701.19c)."""
        if toughness <= 0:
            dying.append(obj)
            self.log("704.5f", f"{obj} has toughness 0 or less and is put into its owner's graveyard")
        elif obj.damage and self.has_keyword(obj, "Indestructible"):
            pass  # 702.12b: not destroyed by lethal damage (704.5g) nor by deathtouch damage (704.5h)
        elif obj.damage >= toughness and regenerated(self, obj, "704.5g"):
            return True  # 701.19c: regeneration replaces the destruction
        elif obj.damage >= toughness:
            dying.append(obj)
            self.log("704.5g", f"{obj} has lethal damage and is destroyed")
        elif obj.damage and obj.deathtouched and regenerated(self, obj, "704.5h"):
            return True
        elif obj.damage and obj.deathtouched:
            dying.append(obj)
            self.log("704.5h", f"{obj} was dealt damage by a source with deathtouch and is destroyed")
        return False

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
