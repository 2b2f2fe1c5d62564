"""Turn structure (500-514): beginning a game and its turns, the steps and what each does as it begins (untap, draw, cleanup
514), declaring attackers (508) and the end step. The methods of :class:`~mtg_rulings.reference_engine.game.Game` for this
part of the rules, moved here by tools/split_game.py (Game inherits TurnStructure).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import combat, copies, layers, permissions, saga, stun
from mtg_rulings.reference_engine.abilities import AttackAsThoughNoDefender, CantAttackUnless, OpeningHandAction
from mtg_rulings.reference_engine.objects import GameObject, Player
from mtg_rulings.reference_engine.records import MAX_HAND_SIZE, IllegalAction
from mtg_rulings.reference_engine.regeneration import keeps_damage
from mtg_rulings.reference_engine.rewind import reversible
from mtg_rulings.reference_engine.turn import NO_PRIORITY, STEP_IDS, next_step, phase_of, rule_of

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game


class TurnStructure:
    """Turn structure (500-514): the methods of Game for it."""

    @reversible
    def begin(self: Game, starting: Player, hand_size: int = 7) -> None:
        """Start the game: each player draws an opening hand (103.4); mulligans, the London way
        (103.5: shuffle the hand back, draw seven, then put one card on the bottom per mulligan);
        opening-hand actions, the starting player's first, then each other player's in turn order
        (103.6); then the first turn begins (103.8), whose draw step the starting player skips in a
        two-player game (103.8a)."""
        self.active = starting
        order = self.players[starting.index:] + self.players[:starting.index]
        self.log("103.1", f"{starting.name} is the starting player")
        for p in order:
            self.draw(p, hand_size)
        mulligans = {p.name: 0 for p in order}
        undecided = list(order)
        while undecided:
            for p in list(undecided):
                if self.decide(p, "mulligan", "keep this opening hand or mulligan?", ("keep", "mulligan")) == "keep":
                    undecided.remove(p)
                    continue
                mulligans[p.name] += 1
                for card in list(p.hand):
                    self.move(card, p.library)
                self.shuffle(p)
                self.draw(p, hand_size)
                self.log("103.5", f"{p.name} takes mulligan number {mulligans[p.name]}")
        for p in order:
            for _ in range(mulligans[p.name]):
                card = self.decide(p, "bottom", "put a card from your hand on the bottom of your library", list(p.hand))
                self.move(card, p.library, top=False)
                self.log("103.5", f"{p.name} puts a card on the bottom of their library")
        for p in order:  # 103.6: the starting player first, then each other player in turn order
            for card in list(p.hand):
                for ability in self.abilities(card):
                    if isinstance(ability, OpeningHandAction) and card.zone is p.hand:
                        ability.take(self, p, card)
        self.turn_number = 1
        # 103.8a: the starting player of a two-player game skips the first draw; 103.8b: in Two-Headed Giant, the
        # starting team does; 103.8c: in other multiplayer games, no one does
        self.first_turn_skip_draw = len(self.players) == 2 or bool(self.teams)
        self.log("103.8", f"the first turn begins: {starting.name}'s turn")
        self._begin_step("untap")

    def begin_with_on_battlefield(self: Game, player: Player, card: GameObject) -> GameObject:
        """103.6a: a card that lets a player begin the game with it on the battlefield is put there
        before the game begins; nothing triggers on it, as the game hasn't begun."""
        perm = self.move(card, self.battlefield, player)
        perm.sick = False
        self.log("103.6a", f"{player.name} begins the game with {perm.name} on the battlefield")
        return perm

    def _next_turn(self: Game) -> None:
        """500.1: the next player (or team, 805.4) in turn order takes the next turn."""
        self.turn_number += 1
        order = self.players
        i = self.active.index
        for k in range(1, len(order) + 1):
            candidate = order[(i + k) % len(order)]
            if not candidate.has_lost and not self.teammates(candidate, self.active):
                self.active = candidate
                break
        for p in self.players:
            p.lands_played = 0
            p.crimes_this_turn = 0
            p.left_graveyard_this_turn = 0
            p.foods_sacrificed_this_turn = 0
            p.life_lost_this_turn = 0
            p.life_gained_this_turn = 0
            p.mana_spent_on_spells = 0  # 700.14
            p.drawn_this_turn = 0
        self.cast_this_turn = []
        self.creatures_died_this_turn = []
        self.cast_from_this_turn = []
        self.cant_be_blocked_this_turn.clear()
        self.combat_damage_watches.clear()  # "this turn" (combat_cards.py)
        self.triggered_this_turn.clear()
        self.tapped_for.clear()  # "this turn" (702.171c, 702.122c)
        self.saddled.clear()  # 702.171b: until end of turn
        self.activated_this_turn.clear()  # 602.5b
        self.log("500.1", f"turn {self.turn_number} begins: {self.active.name} is the active player")
        self._begin_step("untap")

    def _begin_step(self: Game, step: str) -> None:
        """Begin a step: turn-based actions first (703.4), then "at the beginning of" triggers, then
        priority to the active player unless it is the untap step or a cleanup step without events
        (502.4, 514.3)."""
        self.step = step
        self.priority = None
        self.passes = 0
        self.log(rule_of(step), f"{self.active.name}'s {step.replace('_', ' ')} step begins ({phase_of(step)} phase)")
        permissions.expire(self, step)
        if step == "untap":
            self._untap_step()
            return
        if step == "draw":
            self._draw_step()
        if step == "cleanup":
            self._cleanup()
            return
        self._turn_based_actions(step)
        self._check_triggers("step", [], step=step)
        self._delayed_triggers(step)
        self._give_priority(self.active)

    def _untap_step(self: Game) -> None:
        """502.3: the active player's permanents untap (a stun counter replaces it, 122.1d), and they have been under
        that player's control continuously since the turn began (302.6); no player receives priority (502.4)."""
        for obj in self.permanents():
            if self.is_turn_of(obj.controller):
                obj.sick = False  # 302.6: controlled continuously since this turn began
                if obj.tapped:
                    stun.untap(self, obj, "502.3")  # a stun counter replaces it (122.1d)
        self._end_step()

    def _draw_step(self: Game) -> None:
        """504.1: the active player draws a card (805.4b: each player on the active team), except in the first turn's
        draw step of a two-player game (103.8a) or a Two-Headed Giant game (103.8b)."""
        if self.turn_number == 1 and self.first_turn_skip_draw:
            if self.teams:
                self.log("103.8b", f"{self.active.name}'s team skips the draw of the first turn of a Two-Headed "
                                   "Giant game")
            else:
                self.log("103.8a", f"{self.active.name} skips the draw of the first turn of a two-player game")
        else:
            for player in self.apnap():  # 805.4b: each player on the active team draws (its own player only else)
                if self.is_turn_of(player):
                    self.draw(player)

    def _turn_based_actions(self: Game, step: str) -> None:
        """703.4: the turn-based actions of the other steps: a Saga's lore counter in the precombat main phase
        (714.3b), attackers declared (508.1), blockers (509.1), combat damage (510.1)."""
        if step == "precombat_main":
            saga.precombat_main(self, self.active)  # 714.3b
        if step == "declare_attackers":
            self._declare_attackers()
        if step == "declare_blockers":
            combat.begin_declare_blockers(self)
        if step == "combat_damage":
            combat.combat_damage(self)

    def _delayed_triggers(self: Game, step: str) -> None:
        """603.7: delayed triggered abilities waiting for the beginning of ``step`` trigger, once each (603.2d
        doesn't multiply them)."""
        for when, delayed in list(self.delayed):
            if when == step:
                self.delayed.remove((when, delayed))
                self.pending.append(delayed)  # 603.7: triggers once; 603.2d doesn't multiply it
                self.log("603.7", f"delayed triggered ability triggers: {delayed.ability.text}")

    def _end_step(self: Game) -> None:
        """500.2-500.4: a step ends when all pass with an empty stack; mana pools empty (106.4)."""
        for p in self.players:
            if p.mana_pool.empty():
                self.log("106.4", f"{p.name}'s mana pool empties at the end of the {self.step} step")
        if self.step == "cleanup" and self._cleanup_again:
            self._begin_step("cleanup")
            return
        if self.step == "combat_damage" and combat.another_damage_step(self):
            self._begin_step("combat_damage")  # 510.4: the second combat damage step
            return
        if self.step == "end_of_combat":
            combat.reset(self)  # 511.3
        following = next_step(self.step)
        if self.step == "declare_attackers" and not any(o.attacking for o in self.battlefield):
            following = "end_of_combat"  # 508.8: no attackers, so no blockers or damage steps
        if following is None:
            self._next_turn()
        else:
            self._begin_step(following)

    def _cleanup(self: Game) -> None:
        """514.1: discard to maximum hand size; 514.2: damage wears off and "until end of turn"
        effects end; 514.3a: if state-based actions or triggers happen, players get priority and
        another cleanup step follows."""
        self._cleanup_again = False
        hand = self.active.hand
        excess = len(hand) - MAX_HAND_SIZE
        if excess > 0:
            self.log("514.1", f"{self.active.name} discards down to maximum hand size ({MAX_HAND_SIZE})")
            self.discard(self.active, excess)
        for obj in self.permanents():
            if (obj.damage or obj.until_end_of_turn or obj.keywords_until_end_of_turn
                    or any(e.duration == "end_of_turn" for e in obj.effects)):
                if not keeps_damage(self, obj):  # "damage isn't removed from this creature" (514.2)
                    obj.damage = 0
                    obj.deathtouched = False
                obj.until_end_of_turn.clear()
                obj.keywords_until_end_of_turn.clear()
                layers.end_of_turn(self, obj)
                self.log("514.2", f"damage on {obj} wears off and its until-end-of-turn effects end")
        for p in self.players:
            p.hexproof_until_end_of_turn = False  # 514.2
        from mtg_rulings.reference_engine import control

        control.end_of_turn(self)  # 514.2: "gain control ... until end of turn" ends (613.1b)
        copies.end_of_turn(self)  # 514.2: "becomes a copy ... until end of turn" ends (707.2)
        if self._settle():
            self._cleanup_again = True
            self.log("514.3a", "state-based actions or triggered abilities in the cleanup step: players receive "
                               "priority, and another cleanup step will follow")
            self.priority, self.passes = self.active, 0
            return
        self._end_step()

    @reversible
    def declare_attackers(self: Game, player: Player, attackers: Sequence[GameObject]) -> None:
        """Choose the creatures that will attack when the declare attackers step begins (508.1a):
        untapped creatures the active player has controlled since the turn began (302.6)."""
        if not self.is_turn_of(player) or self.step != "beginning_of_combat":
            raise IllegalAction(f"{player.name} can declare attackers only in their own combat", "508.1")
        for obj in attackers:
            if obj.zone is not self.battlefield or obj.controller is not player or \
                    "Creature" not in self.characteristics(obj).types:
                raise IllegalAction(f"{obj.name} is not a creature {player.name} controls", "508.1a")
            if obj.tapped:
                raise IllegalAction(f"{obj} is tapped and can't attack", "508.1a")
            for ability in self.abilities(obj):
                if isinstance(ability, CantAttackUnless) and not ability.condition(self, obj):
                    raise IllegalAction(f"{obj} can't attack unless {ability.condition.text}", "508.1c")
            if self.has_keyword(obj, "Defender") and not any(  # 702.3b
                    isinstance(a, AttackAsThoughNoDefender) and a.condition(self, obj) for a in self.abilities(obj)):
                raise IllegalAction(f"{obj} has defender and can't attack", "702.3b")
            if obj.sick and not self.has_keyword(obj, "Haste"):  # 702.10b
                raise IllegalAction(f"{obj} hasn't been under {player.name}'s control since the turn began", "302.6")
        self.planned_attackers = list(attackers)

    def _declare_attackers(self: Game) -> None:
        """508.1: the active player declares attackers; they become tapped (508.1f); abilities that
        trigger on attacking trigger (508.3)."""
        attackers = [o for o in self.planned_attackers if o.zone is self.battlefield]
        self.planned_attackers = []
        tapped = [o for o in attackers if not o.tapped and not self.has_keyword(o, "Vigilance")]  # 702.20b
        for obj in attackers:
            if not self.has_keyword(obj, "Vigilance"):  # 702.20b
                obj.tapped = True
            obj.attacking = True
        if attackers:
            self.log("508.1", f"{self.active.name} attacks with {', '.join(map(str, attackers))}")
            self._check_triggers("attacks", attackers)
            self._check_triggers("becomes_tapped", tapped)  # 508.1f: tapping is an event (701.26a)

    def set_step(self: Game, active: Player, step: str, turn_number: int) -> None:
        """Place the game in ``step`` of ``active``'s turn, with priority to the active player (a
        setup, not a rule)."""
        if step not in STEP_IDS:
            raise ValueError(f"unknown step {step!r}; steps are {', '.join(STEP_IDS)}")
        self.active, self.step, self.turn_number = active, step, turn_number
        self.priority = None if step in NO_PRIORITY else active
        self.passes = 0
