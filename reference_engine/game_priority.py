"""Timing and priority (117), the stack (405) and resolving (608): giving and passing priority, what happens when all players
pass in succession, resolving the top object. The methods of :class:`~mtg_rulings.reference_engine.game.Game` for this part of
the rules, moved here by tools/split_game.py (Game inherits Priority).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import gift, plot
from mtg_rulings.reference_engine.abilities import EffectContext, TriggeredAbility
from mtg_rulings.reference_engine.end_turn import finish as end_turn_finish
from mtg_rulings.reference_engine.objects import GameObject, Player, StackAbility
from mtg_rulings.reference_engine.reading import reading
from mtg_rulings.reference_engine.records import IllegalAction
from mtg_rulings.reference_engine.rewind import reversible

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game


class Priority:
    """Timing and priority (117), the stack (405) and resolving (608): the methods of Game for it."""

    def _settle(self: Game) -> bool:
        """Before a player would receive priority: state-based actions until none apply, then put
        waiting triggered abilities on the stack, repeating until neither happens (117.5, 704.3).
        Returns whether anything happened. This is the one place that order is kept."""
        happened = False
        while True:
            while self._state_based_actions():
                happened = True
            if self.over or not self._put_triggers_on_stack():
                return happened
            happened = True

    def _give_priority(self: Game, player: Player) -> None:
        self._settle()
        self.priority = player
        self.passes = 0

    def _acted(self: Game, player: Player) -> None:
        """After a player casts a spell, activates an ability or takes a special action, that
        player receives priority (117.3c)."""
        self._give_priority(player)

    def _require_priority(self: Game, player: Player, what: str) -> None:
        if self.over:
            raise IllegalAction("the game is over", "104")
        if self.priority is not player:
            holder = self.priority.name if self.priority else "no player"
            raise IllegalAction(f"{player.name} can't {what} without priority; {holder} has priority", "117.1")

    def pass_priority(self: Game, player: Player) -> None:
        """Pass priority (117.3d). When all players pass in succession, the top object of the stack
        resolves (117.4, 608.1), or, with an empty stack, the step or phase ends (500.2)."""
        self._require_priority(player, "pass priority")  # refused before anything changes: nothing to reverse
        alive = [p for p in self.players if not p.has_lost]
        if self.passes + 1 < len(alive):
            self._pass_on(player)
            return
        self._all_passed()

    @reversible
    def _pass_on(self: Game, player: Player) -> None:
        """Priority passes on to the next player in turn order who is still in the game (117.3d); before that player
        receives it, state-based actions and triggers are settled (117.5), which can make a player lose or put a
        triggered ability on the stack (not a player's action: the passes still count in succession, 117.4). Reversed
        whole if a trigger's scripted target is refused (732.1)."""
        self.passes += 1
        self._settle()
        if self.over:
            return
        seats = self.players
        i = seats.index(player)
        self.priority = next(p for p in seats[i + 1:] + seats[:i + 1] if not p.has_lost)

    @reversible
    def _all_passed(self: Game) -> None:
        """The last pass of a succession: the top of the stack resolves or the step ends (reversed whole if
        something in it is refused, 732.1)."""
        self.passes += 1
        self.log("117.4", "all players have passed in succession")
        if self.stack:
            self._resolve_top()
            if not end_turn_finish(self):  # "end the turn" skips to the cleanup step (723.1d)
                self._give_priority(self.active)  # 117.3b
        else:
            self._end_step()

    def _resolve_top(self: Game) -> None:
        """608.2/608.3: resolve the top object of the stack; if all its targets are now illegal, it
        doesn't resolve (608.2b); an intervening "if" is checked again (603.4)."""
        item = self.stack.pop()
        targets = item.targets
        spec = self._target_spec(item)
        if spec is not None and targets:
            self.trigger_cause = item.trigger_cause if isinstance(item, StackAbility) else None
            by_slot = getattr(spec, "legal_by_slot", None)  # each target against its own role (roles.py, 608.2b)
            src = item.source if isinstance(item, StackAbility) else item
            with reading(self):  # judging the targets only reads: their questions share what they work out
                legal = by_slot(self, targets, src) if by_slot is not None else [t for t in targets if spec.legal(self, t, src)]
            self.trigger_cause = None
            if not legal:
                self.log("608.2b", f"{item} doesn't resolve: all its targets are illegal")
                if isinstance(item, GameObject):
                    self.move(item, self.exile if item.flashback else item.owner.graveyard)
                return
            targets = legal
        if isinstance(item, StackAbility):
            ability = item.ability
            if isinstance(ability, TriggeredAbility) and ability.intervening_if and \
                    not ability.intervening_if(self, item.source):
                self.log("603.4", f"{item.source}'s ability does nothing: its \"if\" condition is now false")
                return
            self.log("608.2", f"{item.source}'s {item.kind} ability resolves")
            item.effect.apply(self, EffectContext(item.source, item.controller, item.x, targets, item.trigger_cause,
                                                  source_transforms=item.source_transforms, source_id=item.source_id))
            return
        ch = self.characteristics(item)
        if ch.is_permanent_card():
            self.log("608.3", f"{item} resolves and enters the battlefield under {item.controller.name}'s control")
            if item.is_copy:  # 608.3f, 111.12: a copy of a permanent spell becomes a token as it resolves
                item.is_copy, item.is_token = False, True
                self.log("608.3f", f"{item} is a copy of a permanent spell: it becomes a token")
            self.enter_battlefield([item], item.controller)
        else:
            self.log("608.2", f"{item} resolves")
            gift.give(self, item)  # 702.174j: before the spell's other effects
            spell = self.spell_ability(item)
            if spell:
                for effect in spell.effects:
                    effect.apply(self, EffectContext(item, item.controller, item.x, targets))
            if item.zone is not self.stack_zone:
                pass  # an effect of the spell moved it already ("end the turn" exiles it, 723.1a)
            elif plot.plots_as_it_resolves(self, item):
                pass  # "exile that spell instead ... as it resolves. It becomes plotted" (Lilah, 702.170c)
            elif item.cast_as_adventure:
                controller = item.controller
                exiled = self.move(item, self.exile)
                exiled.on_adventure = controller
                self.log("715.3d", f"{exiled.name} is exiled as its Adventure resolves; {controller.name} may play it "
                                   "later with its normal characteristics")
            elif item.flashback:
                self.move(item, self.exile)
                self.log("702.34a", f"{item.name}, cast with flashback, is exiled instead")
            else:
                self.move(item, item.owner.graveyard)
                self.log("608.2n", f"{item.card.name} is put into its owner's graveyard")
