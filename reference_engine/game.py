"""The game: state, turn structure, priority and the stack, and the player actions.

Every method that applies a rule names it in its docstring and writes a trace entry with the rule
number (see :meth:`Game.log`), so a run can explain why the oracle answered as it did.

Sources: 117 (timing and priority), 305 (lands), 405 (stack), 500-514 (turn structure), 601 (casting
spells), 602 (activating abilities), 603 (triggered abilities), 605 (mana abilities), 608 (resolving),
704 (state-based actions).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from reference_engine.abilities import (
    ActivatedAbility,
    AdditionalTrigger,
    EffectContext,
    LookAtLibraryTopAnyTime,
    PlayFromLibraryTop,
    TriggeredAbility,
)
from reference_engine.cards.model import CardDef, Characteristics
from reference_engine.mana import ManaError
from reference_engine.objects import GameObject, Player, StackAbility, Zone
from reference_engine.turn import MAIN_PHASES, NO_PRIORITY, STEP_IDS, next_step, phase_of, rule_of

MAX_HAND_SIZE = 7  # 402.2
T = TypeVar("T")

#: A decision maker: (player, kind, prompt, options) -> the chosen option.
Decider = Callable[[Player, str, str, Sequence[Any]], Any]


class IllegalAction(Exception):
    """An action the rules don't allow now. ``rule`` is the CR rule that forbids it."""

    def __init__(self, reason: str, rule: str) -> None:
        super().__init__(f"{reason} ({rule})")
        self.reason = reason
        self.rule = rule


@dataclass(frozen=True)
class TraceEntry:
    """One rule application: the CR rule number and one line of what happened."""

    rule: str
    text: str


@dataclass
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source: GameObject
    ability: TriggeredAbility
    cause: GameObject | None


class Game:
    """A game of Magic between named players, in turn order (101-104)."""

    def __init__(self, player_names: Sequence[str], decider: Decider) -> None:
        if len(player_names) < 2 or len(set(player_names)) != len(player_names):
            raise ValueError(f"a game needs two or more distinct players, got {list(player_names)}")
        self.players = [Player(name, i) for i, name in enumerate(player_names)]
        self.battlefield = Zone("battlefield")
        self.stack_zone = Zone("stack")  # spells; abilities live in self.stack alongside them
        self.exile = Zone("exile")
        self.stack: list[GameObject | StackAbility] = []  # bottom first
        self.decider = decider
        self.turn_number = 1
        self.active = self.players[0]
        self.step = "precombat_main"
        self.priority: Player | None = self.active
        self.passes = 0
        self.pending: list[PendingTrigger] = []
        self.trace: list[TraceEntry] = []
        self.triggered_log: list[StackAbility] = []
        self.over = False
        self._ids = itertools.count(1)
        self._timestamps = itertools.count(1)

    # --- bookkeeping ---------------------------------------------------------------------------

    def log(self, rule: str, text: str) -> None:
        """Record one rule application in the trace."""
        self.trace.append(TraceEntry(rule, text))

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(f"no player named {name!r}")

    def opponents(self, player: Player) -> list[Player]:
        return [p for p in self.players if p is not player]

    def apnap(self) -> list[Player]:
        """Players in APNAP order: the active player, then the others in turn order (101.4)."""
        i = self.active.index
        return self.players[i:] + self.players[:i]

    def decide(self, player: Player, kind: str, prompt: str, options: Sequence[T]) -> T:
        """Ask ``player`` to make a choice; every choice goes to the decider (no hidden defaults)."""
        answer = self.decider(player, kind, prompt, options)
        if answer not in options and kind != "order":
            raise ValueError(f"{player.name} answered {answer!r} to {prompt!r}; options are {list(options)}")
        self.log("—", f"{player.name} chooses {answer!r}: {prompt}")
        return answer

    def characteristics(self, obj: GameObject) -> Characteristics:
        """The characteristics of ``obj`` now, in one place: printed values, then counters and
        "until end of turn" effects on power and toughness (613.4c, 613.4d for the layers used here)."""
        base = obj.card.base
        if base.power is None or obj.zone is not self.battlefield:
            return base
        p1 = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
        dp = p1 + sum(p for p, _ in obj.until_end_of_turn)
        dt = p1 + sum(t for _, t in obj.until_end_of_turn)
        return Characteristics(base.name, base.mana_cost, base.colors, base.supertypes, base.types,
                               base.subtypes, base.power + dp, (base.toughness or 0) + dt)

    def permanents(self) -> list[GameObject]:
        """Permanents on the battlefield in timestamp order."""
        return sorted(self.battlefield.objects, key=lambda o: o.timestamp)

    def statics(self, kind: type[T]) -> Iterator[tuple[GameObject, T]]:
        """Static abilities of ``kind`` on permanents on the battlefield (604.1)."""
        for obj in self.permanents():
            for ability in obj.card.abilities:
                if isinstance(ability, kind):
                    yield obj, ability

    # --- objects and zones ---------------------------------------------------------------------

    def new_object(self, card: CardDef, owner: Player, zone: Zone, controller: Player | None = None) -> GameObject:
        """Create an object in ``zone`` (setups and token creation)."""
        obj = GameObject(next(self._ids), card, owner, controller or owner, zone, is_token=card.is_token)
        zone.objects.append(obj)
        if zone is self.battlefield:
            obj.timestamp = next(self._timestamps)
        return obj

    def move(self, obj: GameObject, zone: Zone, controller: Player | None = None, top: bool = True) -> GameObject:
        """Move ``obj`` to ``zone``; it becomes a new object with a new id and no memory of its old
        status (400.7). Cards go to their owner's library, hand and graveyard (400.3)."""
        obj.zone.objects.remove(obj)
        obj.id = next(self._ids)
        obj.zone = zone
        obj.tapped = False
        obj.counters.clear()
        obj.damage = 0
        obj.until_end_of_turn.clear()
        obj.controller = controller or obj.owner
        if zone is self.battlefield:
            obj.timestamp = next(self._timestamps)
            obj.sick = True  # 302.6: not yet controlled since its controller's turn began
        if zone.name == "library" and top:
            zone.objects.insert(0, obj)
        else:
            zone.objects.append(obj)
        return obj

    def draw(self, player: Player, n: int = 1) -> None:
        """Draw: put the top card of the library into the hand (121.1, 121.2)."""
        for _ in range(n):
            card = player.library.top()
            if card is None:
                player.drew_from_empty = True  # 704.5b
                self.log("121.4", f"{player.name} can't draw from an empty library")
                return
            self.move(card, player.hand)
            self.log("121.1", f"{player.name} draws a card")

    def put_counters(self, obj: GameObject, kind: str, n: int) -> None:
        """Put ``n`` counters of ``kind`` on a permanent (122.1)."""
        if obj.zone is not self.battlefield:
            self.log("122.1", f"{obj} is no longer on the battlefield; no counters are put on it")
            return
        obj.counters[kind] += n
        self.log("122.1", f"{n} {kind} counter(s) put on {obj}")

    def gain_life(self, player: Player, n: int) -> None:
        """119.3: gaining life."""
        player.life += n
        self.log("119.3", f"{player.name} gains {n} life (now {player.life})")

    def pump_until_end_of_turn(self, obj: GameObject, power: int, toughness: int) -> None:
        """An "until end of turn" P/T effect; it ends in the cleanup step (514.2)."""
        if obj.zone is self.battlefield:
            obj.until_end_of_turn.append((power, toughness))
            self.log("611.2a", f"{obj} gets {power:+d}/{toughness:+d} until end of turn")

    def produce_mana(self, source: GameObject, player: Player, mana_type: str, amount: int) -> None:
        """Add mana to a player's mana pool (106.3, 106.4)."""
        player.mana_pool.add(mana_type, amount)
        self.log("106.4", f"{source} adds {{{mana_type}}}x{amount} to {player.name}'s mana pool")

    def create_tokens(self, card: CardDef, n: int, controller: Player) -> list[GameObject]:
        """Create tokens on the battlefield, all in one event (111.1, 111.2)."""
        tokens = [self.new_object(card, controller, self.battlefield) for _ in range(n)]
        for t in tokens:
            t.sick = True
        self.log("111.2", f"{controller.name} creates {n} {card.name} token(s)")
        self.entered(tokens)
        return tokens

    def put_onto_battlefield(self, objs: Sequence[GameObject], controller: Player) -> list[GameObject]:
        """An effect puts cards onto the battlefield at the same time: one event (603.6a)."""
        moved = [self.move(o, self.battlefield, controller) for o in objs]
        self.log("603.6a", f"{', '.join(map(str, moved))} enter the battlefield at the same time")
        self.entered(moved)
        self._settle()
        return moved

    # --- triggered abilities -------------------------------------------------------------------

    def entered(self, objs: Sequence[GameObject]) -> None:
        """After an event puts permanents onto the battlefield, check every permanent on the
        battlefield, the newcomers included, for abilities that trigger on it (603.6a)."""
        self._check_triggers("enters", objs)

    def _check_triggers(self, event: str, objs: Sequence[GameObject]) -> None:
        """603.2: each triggered ability whose event happened triggers, once for each object of the
        event it applies to (603.2c), then as many additional times as 603.2d effects say."""
        multipliers = [(s, a) for s, a in self.statics(AdditionalTrigger) if a.event == event]
        for source in self.permanents():
            for ability in source.card.abilities:
                if not isinstance(ability, TriggeredAbility) or ability.event != event:
                    continue
                for obj in objs:
                    if not ability.condition(self, obj, source):
                        continue
                    extra = [m for m, a in multipliers
                             if a.cause(self, obj, m) and source.controller is m.controller]
                    self.log("603.2", f"{source}'s ability triggers: {obj} {event}")
                    for m in extra:
                        self.log("603.2d", f"{m} makes it trigger an additional time ({obj} is "
                                           f"{self._describe_cause(m)}, {source} is controlled by {m.controller.name})")
                    self.pending.extend(PendingTrigger(source, ability, obj) for _ in range(1 + len(extra)))

    def _describe_cause(self, m: GameObject) -> str:
        return next(a.cause.text for a in m.card.abilities if isinstance(a, AdditionalTrigger))

    def _put_triggers_on_stack(self) -> bool:
        """603.3b: the next time a player would receive priority, each player in APNAP order puts
        their triggered abilities on the stack in the order they choose."""
        if not self.pending:
            return False
        pending, self.pending = self.pending, []
        for player in self.apnap():
            mine = [t for t in pending if t.source.controller is player]
            distinct = {(id(t.source), id(t.ability)) for t in mine}
            if len(distinct) > 1:
                names = [t.source.name for t in mine]
                order = self.decide(player, "order", "order your triggered abilities (first goes on the stack first)", names)
                if sorted(order) != sorted(names):
                    raise ValueError(f"trigger order {order} is not an ordering of {names}")
                remaining = list(mine)
                mine = [remaining.pop(next(i for i, t in enumerate(remaining) if t.source.name == n)) for n in order]
            for t in mine:
                item = StackAbility(next(self._ids), t.source, player, t.ability.text, t.ability.effect,
                                    "triggered", t.ability, t.cause, x=t.source.x)
                self.stack.append(item)
                self.triggered_log.append(item)
                self.log("603.3", f"{t.source}'s triggered ability is put on the stack ({player.name})")
        return True

    # --- state-based actions and priority ------------------------------------------------------

    def _state_based_actions(self) -> bool:
        """704.3: perform all applicable state-based actions at once; True if any happened."""
        happened = False
        for p in self.players:
            if not p.has_lost and (p.life <= 0 or p.drew_from_empty):
                p.has_lost = True
                happened = True
                self.log("704.5a" if p.life <= 0 else "704.5b", f"{p.name} loses the game")
        for zone in [self.exile, self.stack_zone, *(z for p in self.players for z in (p.hand, p.graveyard, p.library))]:
            for obj in list(zone.objects):
                if obj.is_token:
                    zone.objects.remove(obj)
                    happened = True
                    self.log("704.5d", f"{obj}, a token outside the battlefield, ceases to exist")
        dying = []
        for obj in self.permanents():
            ch = self.characteristics(obj)
            if "Creature" in ch.types and ch.toughness is not None:
                if ch.toughness <= 0:
                    dying.append((obj, "704.5f", "has toughness 0 or less"))
                elif obj.damage >= ch.toughness:
                    dying.append((obj, "704.5g", "has lethal damage"))
        for obj, rule, why in dying:
            self.log(rule, f"{obj} {why} and is put into its owner's graveyard")
            self.move(obj, obj.owner.graveyard)
            happened = True
        if sum(not p.has_lost for p in self.players) <= 1:
            self.over = True
        return happened

    def _settle(self) -> None:
        """Before a player would receive priority: state-based actions until none apply, then put
        waiting triggered abilities on the stack, repeating until neither happens (117.5)."""
        while True:
            while self._state_based_actions():
                pass
            if self.over or not self._put_triggers_on_stack():
                return

    def _give_priority(self, player: Player) -> None:
        self._settle()
        self.priority = player
        self.passes = 0

    def _acted(self, player: Player) -> None:
        """After a player casts a spell, activates an ability or takes a special action, that
        player receives priority (117.3c)."""
        self._give_priority(player)

    # --- player actions ------------------------------------------------------------------------

    def _require_priority(self, player: Player, what: str) -> None:
        if self.over:
            raise IllegalAction("the game is over", "104")
        if self.priority is not player:
            holder = self.priority.name if self.priority else "no player"
            raise IllegalAction(f"{player.name} can't {what} without priority; {holder} has priority", "117.1")

    def _sorcery_timing(self, player: Player, what: str) -> None:
        """307.1 / 305.1: own main phase, empty stack."""
        if self.active is not player:
            raise IllegalAction(f"{player.name} can {what} only during their own turn", "307.1")
        if self.step not in MAIN_PHASES:
            raise IllegalAction(f"{player.name} can {what} only during a main phase, not the {self.step} step", "307.1")
        if self.stack:
            raise IllegalAction(f"{player.name} can {what} only while the stack is empty", "307.1")

    def _library_top_permission(self, player: Player, obj: GameObject, land: bool) -> GameObject | None:
        """The permanent whose ability lets ``player`` play ``obj`` from the top of their library (601.3)."""
        if obj.zone is not player.library or player.library.top() is not obj:
            return None
        for source, ability in self.statics(PlayFromLibraryTop):
            if source.controller is not player:
                continue
            if land and ability.lands:
                return source
            if not land and ability.spells is not None and ability.spells(self, obj, source):
                return source
        return None

    def play_land(self, player: Player, obj: GameObject) -> None:
        """Play a land: a special action (116.2a) with a main phase, an empty stack, priority and an
        unused land play (305.1, 305.2), from the hand or a zone an effect allows (305.1)."""
        self._require_priority(player, "play a land")
        if "Land" not in obj.card.base.types:
            raise IllegalAction(f"{obj.name} is not a land card", "305.1")
        permission = None
        if obj.zone is not player.hand:
            permission = self._library_top_permission(player, obj, land=True)
            if permission is None:
                raise IllegalAction(f"no effect allows {player.name} to play {obj.name} from {self._where(obj)}", "305.1")
        self._sorcery_timing(player, "play a land")
        if player.lands_played >= player.land_plays_allowed:
            raise IllegalAction(f"{player.name} has already played {player.lands_played} land(s) this turn", "305.2")
        player.lands_played += 1
        where = self._where(obj)
        land = self.move(obj, self.battlefield, player)
        self.log("305.1", f"{player.name} plays {land} from {where} as a special action"
                 + (f", allowed by {permission}" if permission else ""))
        self.entered([land])
        self._acted(player)

    def cast_spell(self, player: Player, obj: GameObject, x: int | None = None) -> None:
        """Cast a spell (601.2): permission to begin (601.3), timing (307.1, 117.1a), announce and
        move it to the stack (601.2a), X (601.2b, 107.3a), total cost (601.2f), pay it from the
        mana pool (601.2h); it becomes cast (601.2i) and its controller receives priority."""
        self._require_priority(player, "cast a spell")
        ch = self.characteristics(obj)
        if "Land" in ch.types:
            raise IllegalAction(f"{obj.name} is a land card; it can be played, not cast", "305.9")
        permission = None
        if obj.zone is not player.hand:
            permission = self._library_top_permission(player, obj, land=False)
            if permission is None:
                raise IllegalAction(f"no effect allows {player.name} to cast {obj.name} from {self._where(obj)}", "601.3")
        if "Instant" not in ch.types:
            self._sorcery_timing(player, f"cast {obj.name}")
        cost = ch.mana_cost
        if cost is None:
            raise IllegalAction(f"{obj.name} has no mana cost and can't be cast", "202.1b")
        if cost.x_count and x is None:
            raise IllegalAction(f"{obj.name} has X in its cost; X must be chosen", "107.3a")
        total = cost.total(x or 0)
        if not player.mana_pool.can_pay(total):
            raise IllegalAction(f"{player.name} can't pay {cost.text} for {obj.name}: {ManaError.__name__}: "
                                f"mana pool holds {player.mana_pool.total()} mana", "601.2h")
        where = self._where(obj)
        spell = self.move(obj, self.stack_zone, player)
        spell.x = x
        self.stack.append(spell)
        self.log("601.2a", f"{player.name} announces {spell} from {where}"
                 + (f", allowed by {permission}" if permission else "") + "; it moves to the stack")
        paid = player.mana_pool.pay(total)
        self.log("601.2h", f"{player.name} pays {cost.text} with {dict(paid)}")
        self.log("601.2i", f"{spell} becomes cast")
        self._check_triggers("cast", [spell])
        self._acted(player)

    def activate(self, player: Player, obj: GameObject, ability: ActivatedAbility) -> None:
        """Activate an ability (602.2): pay its cost ({T} 107.5, {Q} 107.6, 302.6 for creatures).
        A mana ability resolves at once without using the stack (605.3)."""
        if not ability.mana_ability:
            self._require_priority(player, "activate an ability")
        elif self.over:
            raise IllegalAction("the game is over", "104")
        elif self.priority is not player:
            raise IllegalAction(f"{player.name} can't activate a mana ability without priority now", "605.3a")
        if obj.zone is not self.battlefield or obj.controller is not player:
            raise IllegalAction(f"{player.name} doesn't control {obj.name} on the battlefield", "602.2")
        cost = ability.cost
        is_creature = "Creature" in self.characteristics(obj).types
        if (cost.tap or cost.untap) and is_creature and obj.sick:
            raise IllegalAction(f"{obj} hasn't been under {player.name}'s control continuously since their "
                                "most recent turn began", "302.6")
        if cost.tap and obj.tapped:
            raise IllegalAction(f"{obj} is already tapped and can't pay {{T}}", "107.5")
        if cost.untap and not obj.tapped:
            raise IllegalAction(f"{obj} is already untapped and can't pay {{Q}}", "107.6")
        if ability.sorcery_speed:
            self._sorcery_timing(player, f"activate {obj.name}'s ability")
        total = cost.mana.total() if cost.mana else None
        if total and not player.mana_pool.can_pay(total):
            raise IllegalAction(f"{player.name} can't pay {cost.mana.text if cost.mana else ''}", "602.2b")
        sacrificed = None
        if cost.sacrifice is not None:
            options = [o for o in self.permanents() if o.controller is player and cost.sacrifice(self, o, obj)]
            if not options:
                raise IllegalAction(f"{player.name} controls no {cost.sacrifice.text} to sacrifice", "602.2b")
            sacrificed = options[0] if len(options) == 1 else self.decide(
                player, "sacrifice", f"choose a {cost.sacrifice.text} to sacrifice", options)
        if total:
            player.mana_pool.pay(total)
        if cost.tap:
            obj.tapped = True
        if cost.untap:
            obj.tapped = False
        if sacrificed is not None:
            self.move(sacrificed, sacrificed.owner.graveyard)
            self.log("701.21", f"{player.name} sacrifices {sacrificed}")
        self.log("602.2", f"{player.name} activates {obj}'s ability \"{ability.text}\"")
        if ability.mana_ability:
            self.log("605.3b", "a mana ability resolves immediately, without using the stack")
            ability.effect.apply(self, EffectContext(obj, player))
            self._settle()
            return
        self.stack.append(StackAbility(next(self._ids), obj, player, ability.text, ability.effect, "activated"))
        self._acted(player)

    def look_at_library_top(self, player: Player) -> GameObject | None:
        """Look at the top card of your library when an effect allows it; no stack, no priority
        needed (116.x is not involved: it is not an action that uses the stack)."""
        for source, _ in self.statics(LookAtLibraryTopAnyTime):
            if source.controller is player:
                top = player.library.top()
                self.log("401.5", f"{player.name} looks at the top card of their library ({top}), allowed by {source}")
                return top
        raise IllegalAction(f"no effect lets {player.name} look at the top card of their library", "401.2")

    def pass_priority(self, player: Player) -> None:
        """Pass priority (117.3d). When all players pass in succession, the top object of the stack
        resolves (117.4, 608.1), or, with an empty stack, the step or phase ends (500.2)."""
        self._require_priority(player, "pass priority")
        self.passes += 1
        if self.passes < len([p for p in self.players if not p.has_lost]):
            nxt = self.players[(player.index + 1) % len(self.players)]
            self.priority = nxt
            return
        self.log("117.4", "all players have passed in succession")
        if self.stack:
            self._resolve_top()
            self._give_priority(self.active)  # 117.3b
        else:
            self._end_step()

    def _resolve_top(self) -> None:
        """608.2/608.3: resolve the top object of the stack."""
        item = self.stack.pop()
        if isinstance(item, StackAbility):
            self.log("608.2", f"{item.source}'s {item.kind} ability resolves")
            item.effect.apply(self, EffectContext(item.source, item.controller, item.x))
            return
        ch = self.characteristics(item)
        if ch.is_permanent_card():
            x = item.x
            perm = self.move(item, self.battlefield, item.controller)
            perm.x = x
            self.log("608.3", f"{perm} resolves and enters the battlefield under {perm.controller.name}'s control")
            self.entered([perm])
        else:
            self.log("608.2", f"{item} resolves")
            if item.card.spell:
                for effect in item.card.spell.effects:
                    effect.apply(self, EffectContext(item, item.controller, item.x))
            self.move(item, item.owner.graveyard)
            self.log("608.2n", f"{item.card.name} is put into its owner's graveyard")

    # --- turn structure ------------------------------------------------------------------------

    def _end_step(self) -> None:
        """500.2-500.4: a step ends when all pass with an empty stack; mana pools empty (106.4)."""
        for p in self.players:
            if p.mana_pool.empty():
                self.log("106.4", f"{p.name}'s mana pool empties at the end of the {self.step} step")
        if self.step == "cleanup" and getattr(self, "_cleanup_again", False):
            self._begin_step("cleanup")
            return
        following = next_step(self.step)
        if self.step == "declare_attackers":
            following = "end_of_combat"  # 508.8: no attackers, so no blockers or damage steps
        if following is None:
            self._next_turn()
        else:
            self._begin_step(following)

    def _next_turn(self) -> None:
        """500.1: the next player in turn order takes the next turn."""
        self.turn_number += 1
        self.active = self.players[(self.active.index + 1) % len(self.players)]
        for p in self.players:
            p.lands_played = 0
        self.log("500.1", f"turn {self.turn_number} begins: {self.active.name} is the active player")
        self._begin_step("untap")

    def _begin_step(self, step: str) -> None:
        """Begin a step: turn-based actions first (703.4), then priority to the active player
        unless it is the untap step or a cleanup step without events (502.4, 514.3)."""
        self.step = step
        self.priority = None
        self.passes = 0
        self.log(rule_of(step), f"{self.active.name}'s {step.replace('_', ' ')} step begins ({phase_of(step)} phase)")
        if step == "untap":
            for obj in self.permanents():
                if obj.controller is self.active:
                    obj.sick = False  # 302.6: controlled continuously since this turn began
                    if obj.tapped:
                        obj.tapped = False
                        self.log("502.3", f"{obj} untaps")
            self._end_step()
            return
        if step == "draw":
            self.draw(self.active)
        if step == "cleanup":
            self._cleanup()
            return
        self._give_priority(self.active)

    def _cleanup(self) -> None:
        """514.1: discard to maximum hand size; 514.2: damage wears off and "until end of turn"
        effects end; 514.3a: if state-based actions or triggers happen, players get priority and
        another cleanup step follows."""
        self._cleanup_again = False
        hand = self.active.hand
        excess = len(hand) - MAX_HAND_SIZE
        if excess > 0:
            for _ in range(excess):
                card = self.decide(self.active, "discard", "discard down to maximum hand size", list(hand))
                self.move(card, self.active.graveyard)
                self.log("514.1", f"{self.active.name} discards {card.name} down to maximum hand size")
                self._check_triggers("discard", [card])
        for obj in self.permanents():
            if obj.damage or obj.until_end_of_turn:
                obj.damage = 0
                obj.until_end_of_turn.clear()
                self.log("514.2", f"damage on {obj} wears off and its until-end-of-turn effects end")
        if self._state_based_actions() or self.pending:
            self._cleanup_again = True
            self.log("514.3a", "something happened in the cleanup step: players receive priority")
            self._give_priority(self.active)
            return
        self._end_step()

    # --- helpers -------------------------------------------------------------------------------

    def _where(self, obj: GameObject) -> str:
        zone = obj.zone
        if zone.name == "library" and zone.top() is obj:
            return f"the top of {zone.owner.name}'s library" if zone.owner else "a library"
        return f"{zone.owner.name}'s {zone.name}" if zone.owner else f"the {zone.name}"

    def set_step(self, active: Player, step: str, turn_number: int) -> None:
        """Place the game in ``step`` of ``active``'s turn, with priority to the active player (a
        setup, not a rule)."""
        if step not in STEP_IDS:
            raise ValueError(f"unknown step {step!r}; steps are {', '.join(STEP_IDS)}")
        self.active, self.step, self.turn_number = active, step, turn_number
        self.priority = None if step in NO_PRIORITY else active
        self.passes = 0
