"""The game: state, turn structure, priority and the stack, and the player actions.

Every method that applies a rule names it in its docstring and writes a trace entry with the rule
number (see :meth:`Game.log`), so a run can explain why the oracle answered as it did.

Sources: 117 (timing and priority), 305 (lands), 405 (stack), 500-514 (turn structure), 506-511
(combat), 601 (casting spells), 602 (activating abilities), 603 (triggered abilities), 605 (mana
abilities), 608 (resolving), 614 (replacement effects), 704 (state-based actions), 810 (Two-Headed Giant).

The methods of each part of the rules are in the mixins Game inherits, written by tools/split_game.py: ``game_turns``
(TurnStructure), ``game_priority`` (Priority), ``game_casting`` (Casting), ``game_activating`` (Activating), ``game_triggers``
(Triggers), ``game_sba`` (StateBasedActions), ``game_events`` (Events).
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterator, Sequence
from typing import Any

from mtg_rulings.reference_engine import attachments, base_pt, classes, keyword_counters, layers, reading, rewind
from mtg_rulings.reference_engine.abilities import GrantKeywords, PlayerHexproof
from mtg_rulings.reference_engine.cards.model import CardDef, Characteristics
from mtg_rulings.reference_engine.dfc import mana_value_cost_owner
from mtg_rulings.reference_engine.game_activating import Activating
from mtg_rulings.reference_engine.game_casting import Casting
from mtg_rulings.reference_engine.game_events import Events
from mtg_rulings.reference_engine.game_priority import Priority
from mtg_rulings.reference_engine.game_sba import StateBasedActions
from mtg_rulings.reference_engine.game_triggers import Triggers
from mtg_rulings.reference_engine.game_turns import TurnStructure
from mtg_rulings.reference_engine.mana import COLOR_NAMES
from mtg_rulings.reference_engine.objects import GameObject, Player, StackAbility, Team, Zone
from mtg_rulings.reference_engine.records import Decider as Decider
from mtg_rulings.reference_engine.records import IllegalAction as IllegalAction
from mtg_rulings.reference_engine.records import NotAnOption as NotAnOption
from mtg_rulings.reference_engine.records import PendingTrigger as PendingTrigger
from mtg_rulings.reference_engine.records import T
from mtg_rulings.reference_engine.records import TraceEntry as TraceEntry

#: A permanent's timestamp (613.7), the order of :meth:`Game.permanents`.
_TIMESTAMP = operator.attrgetter("timestamp")


class Game(TurnStructure, Priority, Casting, Activating, Triggers, StateBasedActions, Events):
    """A game of Magic between named players, in turn order (101-104).

    ``teams`` (lists of player names) makes it a Two-Headed Giant game (810): teammates share a life
    total and a turn. ``seed`` fixes every shuffle and random order, so a run is deterministic.
    """

    def __init__(self, player_names: Sequence[str], decider: Decider, teams: Sequence[Sequence[str]] | None = None,
                 seed: int = 0) -> None:
        if len(player_names) < 2 or len(set(player_names)) != len(player_names):
            raise ValueError(f"a game needs two or more distinct players, got {list(player_names)}")
        self.players = [Player(name, i) for i, name in enumerate(player_names)]
        self.teams: list[Team] = []
        for names in teams or []:
            team = Team([self.player(n) for n in names])
            for p in team.players:
                p.team = team
            self.teams.append(team)
        self.battlefield = Zone("battlefield")
        self.stack_zone = Zone("stack")  # spells; abilities live in self.stack alongside them
        self.exile = Zone("exile")
        self.stack: list[GameObject | StackAbility] = []  # bottom first
        self.decider = decider
        self.rng = rewind.Rng(seed)  # its state recorded once per change (rewind.py)
        self.cast_this_turn: list[tuple[Player, GameObject]] = []  # spells cast this turn, for "the first ... each turn"
        self.creatures_died_this_turn: list[Player] = []  # the controller of each, as it died (700.4; deaths.py)
        self.cast_from_this_turn: list[tuple[Player, str]] = []  # (caster, zone cast from): "cast a spell from your hand"
        self.cant_be_blocked_this_turn: set[int] = set()  # ids of permanents "can't be blocked this turn" (509.1b)
        self.combat_damage_watches: list[Any] = []  # delayed "whenever that creature deals combat damage this turn"
        self.cast_permanents: set[int] = set()  # ids of permanents that entered as spells that were cast ("if you cast it")
        self.mana_spent_to_cast: dict[int, int] = {}  # id of a permanent that was cast -> mana spent to cast it
        self.turn_number = 1
        self.active = self.players[0]
        self.step = "precombat_main"
        self.priority: Player | None = self.active
        self.passes = 0
        self.pending: list[PendingTrigger] = []
        self.trace: list[TraceEntry] = []
        self.triggered_log: list[StackAbility] = []
        self.over = False
        self.casting: tuple[Player, GameObject | None] | None = None  # who is casting, and the top card then
        self.planned_attackers: list[GameObject] = []
        self.delayed: list[tuple[str, PendingTrigger]] = []
        self.last_produced: dict[int, set[str]] = {}  # by object id: the types of mana it last produced
        self.first_turn_skip_draw = False
        self.targeted_by: dict[int, GameObject] = {}  # permanent id -> the last spell that targeted it
        #: the object whose event made the triggered ability being put on the stack or resolving trigger, while its
        #: targets are chosen or checked ("target card with lesser mana value" than it, 603.3d, 608.2b)
        self.trigger_cause: GameObject | None = None
        self.targeting: GameObject | StackAbility | None = None  # whose targets are announced now (valiant.py)
        self.combat_damage_dealt: dict[int, int] = {}  # creature id -> combat damage it dealt to a player
        self.combat_damaged: dict[int, Player] = {}  # creature id -> the player it dealt combat damage to
        # the combat's blocks, blocked creatures and combat damage steps (reference_engine/combat.py)
        self.blocks: dict[int, int] = {}
        self.blocked: set[int] = set()
        self.planned_blocks: list[tuple[int, int]] = []
        self.planned_damage: dict[int, dict[str, int]] = {}
        self.struck: set[int] = set()
        self.damage_steps: list[Any] = [0, False]
        self.triggered_this_turn: set[tuple[int, int]] = set()  # (object id, ability id): "only once each turn"
        #: A "one or more" event's objects, by the id of the first (the trigger's cause): "for each of them" (603.2c)
        self.batch_events: dict[int, list[Any]] = {}
        self.tapped_for: dict[tuple[int, str], list[int]] = {}  # saddled or crewed by, this turn (saddle.py)
        self.saddled: set[int] = set()  # saddled Mounts (702.171b, saddle.py)
        self.activated_this_turn: set[tuple[int, str]] = set()  # (object id, ability text): "only once each turn"
        self._cleanup_again = False
        self.types_busy: set[int] = set()  # objects whose layer-4 types are being computed (layers.types)
        self.leaves_announced: dict[int, bool] = {}  # objects whose leaves triggers zone_changes already checked
        self._reading: reading.Memo | None = None  # what a read-only window remembers (reading.py)
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
        return [p for p in self.players if p is not player and not self.teammates(p, player)]

    @staticmethod
    def teammates(a: Player, b: Player) -> bool:
        return a.team is not None and a.team is b.team

    def is_turn_of(self, player: Player) -> bool:
        """Whether it is ``player``'s turn; in Two-Headed Giant, a team's turn is each teammate's (810.2, 805.4)."""
        return self.active is player or self.teammates(self.active, player)

    def apnap(self) -> list[Player]:
        """Players in APNAP order: the active player (or team), then the others in turn order (101.4, 810.7)."""
        i = self.active.index
        order = self.players[i:] + self.players[:i]
        return sorted(order, key=lambda p: not self.is_turn_of(p))

    def decide(self, player: Player, kind: str, prompt: str, options: Sequence[T]) -> T:
        """Ask ``player`` to make a choice; every choice goes to the decider (no hidden defaults)."""
        answer = self.decider(player, kind, prompt, options)
        if answer not in options and kind != "order":
            raise ValueError(f"{player.name} answered {answer!r} to {prompt!r}; options are {list(options)}")
        self.log("—", f"{player.name} chooses {answer!r}: {prompt}")
        return answer

    def face(self, obj: GameObject) -> CardDef:
        """The card definition whose characteristics ``obj`` has now, decided in this one place: a copy
        has the copied object's copiable values, an Adventure among them (707.2, 715.2b); a double-faced
        permanent with its back face up has only its back face's (712.8e; elsewhere only the front face's,
        712.8a: a zone change turns it front face up); an adventurer card being cast or on the stack as an
        Adventure has only its alternative characteristics (715.3a/b); everywhere else, only its normal ones
        (715.4)."""
        card = obj.copy_of or obj.card
        if obj.transformed and card.back is not None:
            return card.back
        if obj.cast_as_adventure and card.adventure is not None:
            return card.adventure
        return card

    def abilities(self, obj: GameObject) -> tuple[Any, ...]:
        """Its face's abilities and those the permanents attached to it grant ("has \"...\"", 613.1f), after effects
        that remove or add abilities (layer 6, 613.1f; layers.py). Worked out once in a read-only window (reading.py)."""
        memo = self._reading
        if memo is None:
            return self._abilities(obj, None)
        hit = memo.abilities.get(id(obj))  # the commonest question of all: looked up and kept here, not in a call
        if hit is None:  # worked out once in the window, kept as reading.remembered keeps it (with the object)
            found = memo.abilities[id(obj)] = (obj, self._abilities(obj, None))
            return found[1]
        if not reading.CHECK:
            return hit[1]
        return reading.remembered(self, memo.abilities, id(obj), obj, lambda: self._abilities(obj, None))

    def _abilities(self, obj: GameObject, hosts: set[int] | None) -> tuple[Any, ...]:
        """:meth:`abilities`; ``hosts``: the ids of the permanents something is attached to, if known (613.1f)."""
        printed = classes.active(obj, self.face(obj).abilities)  # a Class's abilities at its level (716.2a)
        if obj.zone is self.battlefield:
            if hosts is None:
                for o in self.battlefield.objects:  # a loop, not any(): asked about two million times a 10,000 run
                    if o.attached_to is obj:
                        printed = printed + attachments.granted_abilities(self, obj)
                        break
            elif id(obj) in hosts:
                printed = printed + attachments.granted_abilities(self, obj)
        return layers.abilities(obj, printed) if obj.effects else printed

    def has_adventure(self, obj: GameObject) -> bool:
        """715.2a: a card, spell or permanent has an Adventure if it has an adventurer card's
        alternative characteristics, used or not; not an instant or sorcery spell cast as one."""
        return (obj.copy_of or obj.card).adventure is not None and not obj.cast_as_adventure

    def card_types(self, obj: GameObject) -> tuple[str, ...]:
        """The card types of ``obj`` (layer 4, 613.1d), without computing power and toughness (layer 7),
        so that effects counting permanents by type can be applied while computing P/T."""
        base = self.face(obj).base
        if obj.zone is not self.battlefield and not obj.effects:
            return base.types
        return layers.types(self, obj, base)[1]

    def characteristics(self, obj: GameObject) -> Characteristics:
        """The characteristics of ``obj`` now, in one place: its face (see :meth:`face`, layer 1), then the
        layers of reference_engine/layers.py on the battlefield: types (layer 4, 613.1d, with the subtypes its
        attachments give), then power and toughness (layer 7: characteristic-defining abilities, effects that set
        them, then counters, "until end of turn" effects, attachments' and static bonuses, 613.4a-c). Worked out
        once in a read-only window (reading.py), unless a layer is being worked out for some object now."""
        memo = self._reading
        if memo is None:
            return reading.asking(self, lambda: self._characteristics(obj))
        if self.types_busy or layers.measuring():
            return self._characteristics(obj)
        hit = memo.characteristics.get(id(obj))  # asked again and again in a window: looked up and kept here
        if hit is None:  # as in abilities
            found = memo.characteristics[id(obj)] = (obj, self._characteristics(obj))
            return found[1]
        if not reading.CHECK:
            return hit[1]
        return reading.remembered(self, memo.characteristics, id(obj), obj, lambda: self._characteristics(obj))

    def _characteristics(self, obj: GameObject) -> Characteristics:
        """:meth:`characteristics`, worked out."""
        base = self.face(obj).base
        if obj.zone is not self.battlefield:
            return base_pt.off_battlefield(self, obj, base)  # 604.3: a characteristic-defining ability
        supertypes, types, subtypes = self.type_line(obj)  # layer 4, remembered in a window
        power, toughness = layers.power_toughness(self, obj, base, "Creature" in types)
        colors = layers.colors(obj, base.colors) if obj.effects else base.colors  # layer 5 (613.1e)
        return Characteristics(base.name, base.mana_cost, colors, supertypes, types, subtypes, power, toughness)

    def type_line(self, obj: GameObject) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        """The supertypes, card types and subtypes of :meth:`characteristics`, without power and toughness (layer 7),
        for the many questions about types alone ("is it an Aura?"), which were computing both. Remembered in a
        read-only window as :meth:`characteristics` is."""
        memo = self._reading
        if memo is None:
            return reading.asking(self, lambda: self._type_line(obj))
        if self.types_busy or layers.measuring():
            return self._type_line(obj)
        hit = memo.type_line.get(id(obj))  # asked again and again in a window: looked up and kept here
        if hit is None:  # as in abilities
            found = memo.type_line[id(obj)] = (obj, self._type_line(obj))
            return found[1]
        if not reading.CHECK:
            return hit[1]
        return reading.remembered(self, memo.type_line, id(obj), obj, lambda: self._type_line(obj))

    def _type_line(self, obj: GameObject) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        """:meth:`type_line`, worked out."""
        base = self.face(obj).base
        if obj.zone is not self.battlefield:
            return base.supertypes, base.types, base.subtypes
        return layers.types(self, obj, base)

    def timestamp(self) -> int:
        """A new timestamp (613.7)."""
        return next(self._timestamps)

    def permanents(self) -> list[GameObject]:
        """Permanents on the battlefield in timestamp order."""
        return sorted(self.battlefield.objects, key=_TIMESTAMP)

    def statics(self, kind: type[T], among: Sequence[GameObject] | None = None) -> Iterator[tuple[GameObject, T]]:
        """Static abilities of ``kind`` on permanents on the battlefield (604.1), or on ``among``. In a read-only
        window (reading.py) the battlefield's abilities are listed once, and those of each kind picked once."""
        if among is not None:
            return self._statics(kind, among)
        memo = self._reading
        if memo is None:
            return self._statics(kind, None)
        hit = memo.statics.get(kind)
        if hit is None:  # as in abilities
            found = memo.statics[kind] = (kind, [p for p in self._every_static() if isinstance(p[1], kind)])
            return iter(found[1])
        if not reading.CHECK:
            return iter(hit[1])
        return iter(reading.remembered(self, memo.statics, kind, kind,
                                       lambda: [p for p in self._every_static() if isinstance(p[1], kind)]))

    def _every_static(self) -> list[tuple[GameObject, Any]]:
        """Every ability of every permanent on the battlefield, in timestamp order, listed once in a window."""
        memo = self._reading
        if memo is None:
            return list(self._statics(object, None))
        hit = memo.statics.get(None)
        if hit is None:  # as in abilities
            found = memo.statics[None] = (object, list(self._statics(object, None)))
            return found[1]
        if not reading.CHECK:
            return hit[1]
        return reading.remembered(self, memo.statics, None, object, lambda: list(self._statics(object, None)))

    def _statics(self, kind: type[T], among: Sequence[GameObject] | None) -> Iterator[tuple[GameObject, T]]:
        """:meth:`statics`, listed: on the battlefield, whether something is attached to each permanent is
        looked at once for them all, not once for each (613.1f)."""
        if among is not None:
            for obj in among:
                for ability in self.abilities(obj):
                    if isinstance(ability, kind):
                        yield obj, ability
            return
        objects = self.battlefield.objects
        hosts = {id(o.attached_to) for o in objects if o.attached_to is not None}
        memo = self._reading
        for obj in sorted(objects, key=_TIMESTAMP):
            found = self._abilities(obj, hosts) if memo is None else self.abilities(obj)
            for ability in found:
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

    def nameable(self, nonland: bool) -> list[str]:
        """The card names a player may choose (201.3): every card's name, and every Adventure's name,
        judged by the Adventure's own characteristics (715.5)."""
        from mtg_rulings.reference_engine.cards import CARDS

        names = []
        for card in CARDS.values():
            for face in (card, card.adventure):
                if face is not None and not (nonland and "Land" in face.base.types):
                    names.append(face.name)
        return sorted(names)

    def mana_value(self, obj: GameObject) -> int:
        """202.3: the mana value; X is 0 except for a spell on the stack (107.3g, 107.3m). A back face up
        has its front face's mana cost for this, and a copy of a back face none (202.3b, 712.8e)."""
        owner = mana_value_cost_owner(obj, self.face(obj))
        cost = owner.base.mana_cost if owner is not None else None
        if cost is None:
            return 0
        return cost.mana_value(obj.x or 0 if obj.zone is self.stack_zone else 0)

    def has_keyword(self, obj: GameObject, keyword: str) -> bool:
        """Printed keywords (of the face that's up, 712.8e, or a copy's, 707.2) and those its effects grant
        (unless it lost all abilities, layer 6), plus those granted by static abilities and attachments (613.1f)
        and by effects until end of turn (611.2c). After losing all abilities it has only what later effects give:
        its own later effects, and static abilities of permanents with a later timestamp (613.7, 613.7a)."""
        if keyword_counters.has(obj, keyword):  # 122.1b
            return True
        printed = set(self.face(obj).keywords)
        if obj.effects and layers.lost_all(obj) is not None:  # 613.1f: what it has is what later effects give
            lost = layers.lost_all(obj) or 0
            return keyword in layers.keywords(obj, printed) or any(
                s.timestamp > lost and a.filter(self, obj, s) and keyword in a.keywords
                for s, a in self.statics(GrantKeywords))
        if (keyword in (layers.keywords(obj, printed) if obj.effects else printed)
                or keyword in obj.keywords_until_end_of_turn or attachments.grants_keyword(self, obj, keyword)):
            return True
        return any(a.filter(self, obj, s) and keyword in a.keywords for s, a in self.statics(GrantKeywords))

    def link(self, source: GameObject, exiled: GameObject) -> None:
        """Remember a card exiled by one of ``source``'s linked abilities (607.2a)."""
        source.links.append((exiled, exiled.id))
        self.log("607.2a", f"{exiled} is exiled with {source}; its linked ability can refer to it")

    def linked(self, source: GameObject) -> list[GameObject]:
        """"The exiled card": every card still exiled by ``source``'s linked ability (607.3)."""
        return [o for o, oid in source.links if o.zone is self.exile and o.id == oid]

    def targeting_protection(self, target: Player | GameObject, source: GameObject) -> tuple[str, str] | None:
        """Why ``target`` (a player, or a permanent) can't be the target of a spell or ability from ``source``,
        and the rule, or None: hexproof against an opponent's spells and abilities (702.11b on a permanent,
        702.11c on a player), shroud (702.18a), protection from a color of the source (702.16b). It only reads: one
        read-only window (reading.py), whose statics its questions share."""
        with reading.reading(self):
            return self._targeting_protection(target, source)

    def _targeting_protection(self, target: Player | GameObject, source: GameObject) -> tuple[str, str] | None:
        """:meth:`targeting_protection`, in its window."""
        by = source.controller
        if isinstance(target, Player):
            opponent = by is not target and not self.teammates(by, target)
            granted = next((s for s, _ in self.statics(PlayerHexproof) if s.controller is target), None)
            if opponent and granted is not None:
                return f"{target.name} has hexproof ({granted.name}) against {by.name}'s spells and abilities", "702.11c"
            if opponent and target.hexproof_until_end_of_turn:
                return f"{target.name} has hexproof until end of turn against {by.name}'s spells and abilities", "702.11c"
            return None
        controller = target.controller
        if self.has_keyword(target, "Shroud"):
            return f"{target.name} has shroud", "702.18a"
        if self.has_keyword(target, "Hexproof") and by is not controller and not self.teammates(by, controller):
            return f"{target.name} has hexproof against {by.name}'s spells and abilities", "702.11b"
        for color in self.characteristics(source).colors:
            if self.has_keyword(target, f"Protection from {COLOR_NAMES[color]}"):
                return f"{target.name} has protection from {COLOR_NAMES[color]}", "702.16b"
        return None

    def is_equipped(self, creature: GameObject) -> bool:
        """Whether an Equipment is attached to it (301.5a); an Aura attached to it doesn't make it equipped."""
        return any(o.attached_to is creature and attachments.is_equipment(self, o) for o in self.battlefield)

    # --- triggered abilities -------------------------------------------------------------------

    # --- state-based actions and priority ------------------------------------------------------

    # --- player actions ------------------------------------------------------------------------

    # --- turn structure ------------------------------------------------------------------------

    # --- starting the game (103) ----------------------------------------------------------------

    # --- helpers -------------------------------------------------------------------------------

    def _where(self, obj: GameObject) -> str:
        zone = obj.zone
        if zone.name == "library" and zone.top() is obj:
            return f"the top of {zone.owner.name}'s library" if zone.owner else "a library"
        return f"{zone.owner.name}'s {zone.name}" if zone.owner else f"the {zone.name}"


