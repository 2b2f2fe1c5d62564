"""The game: state, turn structure, priority and the stack, and the player actions.

Every method that applies a rule names it in its docstring and writes a trace entry with the rule
number (see :meth:`Game.log`), so a run can explain why the oracle answered as it did.

Sources: 117 (timing and priority), 305 (lands), 405 (stack), 500-514 (turn structure), 506-511
(combat), 601 (casting spells), 602 (activating abilities), 603 (triggered abilities), 605 (mana
abilities), 608 (resolving), 614 (replacement effects), 704 (state-based actions), 810 (Two-Headed Giant).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from mtg_rulings.reference_engine import (
    attachments,
    base_pt,
    cant_statics,
    classes,
    combat,
    combat_cards,
    copies,
    cost_increases,
    costs,
    crime_conditions,
    crimes,
    durations,
    entering,
    expend,
    forage,
    gift,
    keyword_counters,
    layers,
    offspring,
    pawprint,
    permissions,
    plot,
    replacements,
    saddle,
    saga,
    spree,
    stun,
    ward,
)
from mtg_rulings.reference_engine.abilities import (
    SELF,
    ActivatedAbility,
    AdditionalLandPlays,
    AdditionalTrigger,
    AsEntersChooseColor,
    AsEntersChooseName,
    AttackAsThoughNoDefender,
    CantActivateChosenName,
    CantAttackUnless,
    CantCastChosenName,
    CostReduction,
    EffectContext,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    Flashback,
    GrantKeywords,
    LookAtLibraryTopAnyTime,
    ManaReplacement,
    OpeningHandAction,
    PlayerHexproof,
    PlayFromLibraryTop,
    TargetSpec,
    TriggeredAbility,
    mana_effects,
)
from mtg_rulings.reference_engine.cards.model import CardDef, Characteristics
from mtg_rulings.reference_engine.deaths import record as record_deaths
from mtg_rulings.reference_engine.dfc import copied_face, is_double_faced, mana_value_cost_owner
from mtg_rulings.reference_engine.emblems import trigger_sources as emblem_trigger_sources
from mtg_rulings.reference_engine.end_turn import finish as end_turn_finish
from mtg_rulings.reference_engine.mana import COLOR_NAMES, COLORS, ManaCost, TotalCost
from mtg_rulings.reference_engine.objects import GameObject, Player, StackAbility, Team, Zone
from mtg_rulings.reference_engine.prevention import prevent as prevent_damage
from mtg_rulings.reference_engine.regeneration import keeps_damage, regenerated
from mtg_rulings.reference_engine.rewind import reversible
from mtg_rulings.reference_engine.turn import MAIN_PHASES, NO_PRIORITY, STEP_IDS, next_step, phase_of, rule_of
from mtg_rulings.reference_engine.zone_changes import leave_battlefield, leave_graveyards

MAX_HAND_SIZE = 7  # 402.2
#: The rule that gives each kind of noninstant spell its timing (own main phase, empty stack), most specific
#: first; a spell of none of these types (a kindred one, 308.1) falls back on the general rule, 117.1a.
SPELL_TIMING = {"Creature": "302.1", "Artifact": "301.1", "Enchantment": "303.1", "Planeswalker": "306.1",
                "Sorcery": "307.1", "Battle": "310.1"}
T = TypeVar("T")

#: A decision maker: (player, kind, prompt, options) -> the chosen option.
Decider = Callable[[Player, str, str, Sequence[Any]], Any]
#: Called in the middle of casting a spell, when mana abilities may be activated (601.2g).
DuringCast = Callable[[], None]


class NotAnOption(Exception):
    """Raised by a decider whose scripted answer names none of the options offered (``answer`` is its name)."""

    def __init__(self, answer: str) -> None:
        super().__init__(answer)
        self.answer = answer


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
    controller: Player
    ability: TriggeredAbility
    cause: Any  # the object (or, for a life gain event, the player) whose event made it trigger
    #: The source's id when it triggered (for a delayed triggered ability, when the effect created it): if the source
    #: changes zones before the ability resolves, it is a new object that "this" no longer refers to (400.7).
    source_id: int = 0

    def __post_init__(self) -> None:
        self.source_id = self.source_id or self.source.id


class Game:
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
        self.rng = random.Random(seed)
        self.cast_this_turn: list[tuple[Player, GameObject]] = []  # spells cast this turn, for "the first ... each turn"
        self.creatures_died_this_turn = 0  # "if a creature died this turn" (700.4)
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
        that remove or add abilities (layer 6, 613.1f; layers.py)."""
        printed = classes.active(obj, self.face(obj).abilities)  # a Class's abilities at its level (716.2a)
        if obj.zone is self.battlefield:
            for o in self.battlefield.objects:  # a loop, not any(): asked about two million times a 10,000 run
                if o.attached_to is obj:
                    printed = printed + attachments.granted_abilities(self, obj)
                    break
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
        them, then counters, "until end of turn" effects, attachments' and static bonuses, 613.4a-c)."""
        base = self.face(obj).base
        if obj.zone is not self.battlefield:
            return base_pt.off_battlefield(self, obj, base)  # 604.3: a characteristic-defining ability
        supertypes, types, subtypes = layers.types(self, obj, base)
        power, toughness = layers.power_toughness(self, obj, base, "Creature" in types)
        colors = layers.colors(obj, base.colors) if obj.effects else base.colors  # layer 5 (613.1e)
        return Characteristics(base.name, base.mana_cost, colors, supertypes, types, subtypes, power, toughness)

    def type_line(self, obj: GameObject) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        """The supertypes, card types and subtypes of :meth:`characteristics`, without power and toughness (layer 7),
        for the many questions about types alone ("is it an Aura?"), which were computing both."""
        base = self.face(obj).base
        if obj.zone is not self.battlefield:
            return base.supertypes, base.types, base.subtypes
        return layers.types(self, obj, base)

    def timestamp(self) -> int:
        """A new timestamp (613.7)."""
        return next(self._timestamps)

    def permanents(self) -> list[GameObject]:
        """Permanents on the battlefield in timestamp order."""
        return sorted(self.battlefield.objects, key=lambda o: o.timestamp)

    def statics(self, kind: type[T], among: Sequence[GameObject] | None = None) -> Iterator[tuple[GameObject, T]]:
        """Static abilities of ``kind`` on permanents on the battlefield (604.1), or on ``among``."""
        for obj in self.permanents() if among is None else among:
            for ability in self.abilities(obj):
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
        status (400.7). Cards go to their owner's library, hand and graveyard (400.3). Whatever was
        attached to it becomes unattached (704.5m/704.5n, applied at once here)."""
        zone = replacements.destination(self, obj, zone)  # "exile it instead" (614.1a)
        leaves = obj.zone is self.battlefield
        if obj.zone is obj.owner.graveyard and zone is not obj.zone:  # "cards left your graveyard this turn"
            obj.owner.left_graveyard_this_turn += 1
        # leaving the battlefield outside zone_changes.leave_battlefield (which checked them already): look back (603.10a)
        announced = self.leaves_announced.pop(id(obj), False)
        before = [(o, o.controller) for o in self.permanents()] if leaves and not announced else []
        if leaves:  # last known information (608.2h), before anything changes
            obj.last_power = self.characteristics(obj).power
        if obj.zone is self.stack_zone:  # last known information of a spell (608.2h), for "copy that spell"
            obj.last_on_stack = copies.StackSnapshot.of(obj)
        obj.zone.objects.remove(obj)
        if leaves:  # last known information: what was attached to it (608.2h)
            obj.last_attached = [(o, o.id) for o in self.battlefield if o.attached_to is obj]
        for other in self.battlefield:
            if other.attached_to is obj:
                other.attached_to = None
        returning: list[GameObject] = []
        left_as = str(obj)
        if obj.zone is self.battlefield:
            obj.left_with_counters[obj.id] = dict(obj.counters)  # last known information (608.2h), by object (400.7)
            returning = durations.leaving(self, obj)  # exiled "until" it leaves (610.3)
        obj.id = next(self._ids)
        obj.zone = zone
        obj.tapped = False
        obj.counters.clear()
        obj.damage = 0
        obj.deathtouched = False
        obj.until_end_of_turn.clear()
        obj.keywords_until_end_of_turn.clear()
        obj.attached_to = None
        obj.face_down = False
        obj.chosen_color = None
        obj.attacking = False
        obj.targets = []
        obj.links = []
        obj.cast_as_adventure = False
        obj.on_adventure = None
        obj.copy_of = None  # 707.2/715.2b: after a zone change it is no longer a copy
        obj.flashback = False
        obj.exile_instead_of_graveyard = False
        obj.mana_spent = 0
        obj.chosen_name = None
        obj.effects = []  # 400.7: effects on the old object don't apply to the new one (611.2c)
        obj.permissions = []
        obj.cast_from = None
        obj.mode = None
        obj.transformed = False  # 712.14: front face up by default; 712.8a: only the front face elsewhere
        obj.transforms = 0
        obj.resolutions = {}  # a new object (400.7)
        obj.controller = controller or obj.owner
        if zone is self.battlefield:
            obj.timestamp = next(self._timestamps)
            obj.sick = True  # 302.6: not yet controlled since its controller's turn began
        if zone.name == "library" and top:
            zone.objects.insert(0, obj)
        else:
            zone.objects.append(obj)
        if leaves and not announced:
            self._check_triggers("leaves", [obj], before=before)  # 603.6c, 603.10a
            if zone is not obj.owner.graveyard:  # left without dying (700.4)
                self._check_triggers("leaves_without_dying", [obj], before=before)
        if returning:
            durations.return_exiled(self, returning, left_as)
        return obj

    def enter_battlefield(self, objs: Sequence[GameObject], controller: Player | None = None,
                          counters: dict[str, int] | None = None, transformed: bool = False,
                          tapped: bool = False, host: GameObject | None = None) -> list[GameObject]:
        """Put objects onto the battlefield in one event (``host``: an Aura or Equipment enters attached to it,
        chosen by the effect, 303.4f), applying the replacement effects that modify
        how they enter (614.1c: enters tapped, enters with counters, those of its own abilities and ``counters``
        an effect gives, "return it with a finality counter on it"; 614.12: "as enters" choices are made first),
        then check for triggered abilities (603.6a). A double-faced card enters front face up
        unless it is put onto the battlefield ``transformed`` (712.14, 712.14a); a double-faced token copying
        a permanent with its back face up enters with it up (707.8a)."""
        entered, hosted = [], host
        for obj in objs:
            host, host_rule = None, "303.4f"
            if hosted is not None:
                host = hosted
            elif attachments.is_aura(self, obj) and obj.zone is self.stack_zone and obj.targets:
                host, host_rule = obj.targets[0], "608.3c"  # an Aura spell enters attached to what it targets
            elif attachments.is_aura(self, obj) and obj.zone is not self.battlefield:
                host = attachments.choose_aura_host(self, obj, controller or obj.owner)  # 303.4f
                if host is None:
                    self.log("303.4g", f"{obj.name} has nothing it could enchant: it stays in {obj.zone.name}")
                    continue
            x = obj.x
            back_up = (transformed or obj.transformed) and is_double_faced(obj)
            obj.transformed = back_up  # its abilities as it will enter decide how it enters (614.12)
            choices: dict[str, str] = {}
            for ability in self.abilities(obj):
                if isinstance(ability, AsEntersChooseColor):
                    choices["color"] = self.decide(controller or obj.controller, "color",
                                                   f"{obj.name}: choose a color as it enters", COLORS)
                    self.log("614.12", f"as {obj.name} enters, {choices['color']} is chosen")
            copy_of = None
            if any(isinstance(a, EntersAsCopy) for a in self.abilities(obj)):
                creatures = [o for o in self.permanents() if "Creature" in self.card_types(o)]
                if creatures and self.decide(controller or obj.controller, "may", f"{obj.name}: enter as a copy of a "
                                             "creature?", ("yes", "no")) == "yes":
                    original = self.decide(controller or obj.controller, "copy", "choose a creature to copy", creatures)
                    copy_of = copied_face(self, original)  # copiable values (707.2, 707.8), an Adventure included
            for ability in self.abilities(obj):
                if isinstance(ability, AsEntersChooseName):
                    choices["name"] = self.decide(controller or obj.controller, "name", f"{obj.name}: choose a card name",
                                                  self.nameable(ability.nonland))
                    self.log("715.5", f"as {obj.name} enters, the name {choices['name']} is chosen")
            from_stack = obj.zone is self.stack_zone
            created_as_copy = obj.copy_of if obj.is_token else None  # a token "that's a copy" (707.5, 111.3)
            was_cast = obj.zone is self.stack_zone and not obj.is_copy  # a resolving spell that was cast (601.2i)
            spent = obj.mana_spent  # 601.2h: kept for "no mana was spent to cast them" (Satoru)
            unmet = {id(a) for a in self.abilities(obj) if isinstance(a, EntersWithCounters) and a.condition is not None
                     and not a.condition(self, obj)}  # "enters with ... if ...": judged as it enters (614.1c)
            perm = self.move(obj, self.battlefield, controller or obj.controller) if obj.zone is not self.battlefield else obj
            perm.copy_of = perm.copy_of or created_as_copy
            if was_cast:
                self.cast_permanents.add(perm.id)
                self.mana_spent_to_cast[perm.id] = spent
            perm.transformed = back_up
            perm.x = x
            offspring.enters(perm, from_stack)  # 702.175a
            gift.enters(perm, from_stack)  # 702.174b
            cast_with = forage.enters(perm, from_stack)  # 614.1c: "that creature enters with a finality counter"
            if host is not None:
                perm.attached_to = host
                self.log(host_rule, f"{perm} enters attached to {host}")
            perm.tapped = perm.tapped or tapped
            perm.chosen_color = choices.get("color")
            perm.chosen_name = choices.get("name")
            if copy_of is not None:
                perm.copy_of = copy_of
                self.log("707.2", f"{perm} enters as a copy of {copy_of.name}")
            for ability in self.abilities(perm):
                if isinstance(ability, EntersTapped):
                    perm.tapped = True
                    self.log("614.1c", f"{perm} enters tapped")
                elif isinstance(ability, EntersWithCounters) and id(ability) in unmet:
                    self.log("614.1c", f"{perm} enters without counters: {ability.condition.text} is false")
                elif isinstance(ability, EntersWithCounters):
                    n = ability.amount if isinstance(ability.amount, int) else (x or 0)
                    n = replacements.counter_count(self, perm.controller, str(perm), ability.kind, n)  # 122.6
                    perm.counters[ability.kind] += n
                    self.log("614.1c", f"{perm} enters with {n} {ability.kind} counter(s)"
                             + (f" (X is {x}, 107.3m)" if ability.amount == "X" else ""))
            for kind, n, source in entering.additional_counters(self, perm, objs):  # another permanent's, 614.1c
                n = replacements.counter_count(self, perm.controller, str(perm), kind, n)  # 122.6
                perm.counters[kind] += n
                self.log("614.1c", f"{perm} enters with {n} additional {kind} counter(s) ({source})")
            for kind, n in [*(counters or {}).items(), *cast_with.items()]:
                n = replacements.counter_count(self, perm.controller, str(perm), kind, n)  # 122.6
                perm.counters[kind] += n
                self.log("614.1c", f"{perm} enters with {n} {kind} counter(s)")
            saga.as_enters(self, perm)  # 714.3a
            entered.append(perm)
        self._check_triggers("enters", entered)
        return entered

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

    def draw(self, player: Player, n: int = 1) -> None:
        """Draw: put the top card of the library into the hand (121.1, 121.2)."""
        for _ in range(n):
            card = player.library.top()
            if card is None:
                player.drew_from_empty = True  # 704.5b
                self.log("121.4", f"{player.name} can't draw from an empty library")
                return
            drawn = self.move(card, player.hand)
            player.drawn_this_turn += 1
            self.log("121.1", f"{player.name} draws a card ({player.drawn_this_turn} this turn)")
            self._check_triggers("draw", [drawn])  # each card drawn is its own event (121.2)

    def discard(self, player: Player, n: int) -> list[GameObject]:
        """701.9a/b: the player chooses ``n`` cards (or all) from their hand and puts them into their
        graveyard, as one event; "discard" abilities trigger once for each card (603.2c)."""
        discarded = []
        for _ in range(min(n, len(player.hand))):
            card = self.decide(player, "discard", "choose a card to discard", list(player.hand))
            discarded.append(self.move(card, player.graveyard))
            self.log("701.9a", f"{player.name} discards {card.name}")
        if discarded:
            self._check_triggers("discard", discarded)
        return discarded

    def mana_value(self, obj: GameObject) -> int:
        """202.3: the mana value; X is 0 except for a spell on the stack (107.3g, 107.3m). A back face up
        has its front face's mana cost for this, and a copy of a back face none (202.3b, 712.8e)."""
        owner = mana_value_cost_owner(obj, self.face(obj))
        cost = owner.base.mana_cost if owner is not None else None
        if cost is None:
            return 0
        return cost.mana_value(obj.x or 0 if obj.zone is self.stack_zone else 0)

    def shuffle(self, player: Player) -> None:
        """Shuffle a library (701.24), with the game's seeded random order."""
        self.rng.shuffle(player.library.objects)
        self.log("701.24", f"{player.name} shuffles their library")

    def put_counters(self, obj: GameObject, kind: str, n: int) -> None:
        """Put ``n`` counters of ``kind`` on a permanent (122.1)."""
        if obj.zone is not self.battlefield:
            self.log("122.1", f"{obj} is no longer on the battlefield; no counters are put on it")
            return
        n = replacements.counter_count(self, obj.controller, str(obj), kind, n)  # 614.1a: Doubling Season
        obj.counters[kind] += n
        self.log("122.1", f"{n} {kind} counter(s) put on {obj}")

    def gain_life(self, player: Player, n: int) -> None:
        """119.3: gaining life, one life gain event however much life: "whenever you gain life" abilities
        trigger once for it, and not at all for 0 life (119.9). In Two-Headed Giant the player gains the life
        and the result is applied to the team's shared life total (810.9): a teammate's gain isn't yours."""
        if n <= 0:
            self.log("119.9", f"{player.name} gains 0 life: no life gain event happens")
            return
        if cant_statics.cant_gain_life(self, player):  # 119.7: no life is gained, no event happens
            return
        player.life += n
        player.life_gained_this_turn += n  # 119.3: "if you gained life this turn" (reference_engine/turn_history.py)
        self.log("119.3", f"{player.name} gains {n} life (now {player.life})")
        self._check_triggers("gain_life", [player])  # type: ignore[list-item]

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

    def deal_damage(self, source: GameObject, target: Any, n: int, lifelink: bool = True, combat: bool = False) -> int:
        """120.3: damage to a player causes that much life loss; to a creature, it is marked on it
        (deathtouch makes any damage lethal, 702.2b) unless protection from a colour of its source prevents
        it (702.16e); lifelink makes its controller gain that much
        life (702.15b; ``lifelink=False``: the caller gains it, once for damage one source deals to several at
        once). ``combat``: it is combat damage (510.2), which prevention effects may single out (615.1a). Returns the
        damage dealt."""
        n = combat_cards.damage_after_replacements(self, source, target, n, combat)  # 614.1a: "plus 2 instead"
        n = prevent_damage(self, source, target, n, combat)  # prevention effects (615, reference_engine/prevention.py)
        if n <= 0:
            return 0
        if isinstance(target, Player):
            target.life -= n
            target.life_lost_this_turn += n  # 120.3a: damage to a player is life loss
            self.log("120.3a", f"{source} deals {n} damage to {target.name} (life {target.life})")
        elif target.zone is self.battlefield:
            shield = next((c for c in self.characteristics(source).colors
                           if self.has_keyword(target, f"Protection from {COLOR_NAMES[c]}")), None)
            if shield is not None and cant_statics.damage_cant_be_prevented(self):  # 615.12
                shield = None
            if shield is not None:  # 702.16e: damage from a source of that quality is prevented
                self.log("702.16e", f"{n} damage {source} would deal to {target} is prevented: protection from "
                                    f"{COLOR_NAMES[shield]}")
                return 0
            target.damage += n
            if self.has_keyword(source, "Deathtouch"):
                target.deathtouched = True
            self.log("120.3e", f"{source} deals {n} damage to {target}")
        else:
            return 0
        if lifelink and self.has_keyword(source, "Lifelink"):
            self.gain_life(source.controller, n)
        return n

    def pump_until_end_of_turn(self, obj: GameObject, power: int, toughness: int) -> None:
        """An "until end of turn" P/T effect; it ends in the cleanup step (514.2)."""
        if obj.zone is self.battlefield:
            obj.until_end_of_turn.append((power, toughness))
            self.log("611.2a", f"{obj} gets {power:+d}/{toughness:+d} until end of turn")

    def _mana_replacements(self, source: GameObject, tapped_for_mana: bool) -> list[tuple[GameObject, ManaReplacement]]:
        """The replacement effects that apply to mana ``source`` produces now (106.12b)."""
        if not tapped_for_mana:
            return []
        return [(s, a) for s, a in self.statics(ManaReplacement)
                if (not a.lands_only or "Land" in self.card_types(source))
                and (not a.yours or source.controller is s.controller)]

    def _replaced_mana(self, amounts: dict[str, int], effects: Sequence[tuple[GameObject, ManaReplacement]]) -> dict[str, int]:
        for _, effect in effects:
            amounts = effect.replace(amounts)
        return amounts

    def produce_mana(self, source: GameObject, player: Player, mana_type: str | None, amount: int,
                     tapped_for_mana: bool = False) -> None:
        """The mana production event (106.3): replacement effects on "tapped for mana" modify it
        (106.12b; the affected player orders several, 616.1); then the mana goes to the pool (106.4)
        and abilities that trigger on a permanent being tapped for mana trigger (106.12a). Mana of an
        undefined type is no mana (106.5)."""
        if mana_type is None:
            self.log("106.5", f"{source} would add mana of an undefined type: it adds no mana")
            return
        effects = self._mana_replacements(source, tapped_for_mana)
        if len(effects) > 1:
            first = self.decide(source.controller, "replacement", f"{source.name}: choose the replacement effect to "
                                "apply first", [s for s, _ in effects])
            effects.sort(key=lambda e: e[0] is not first)
        amounts = self._replaced_mana({mana_type: amount}, effects)
        for s, _ in effects:
            self.log("106.12b", f"{s}'s replacement effect modifies the mana {source} produces")
        produced = {t: n for t, n in amounts.items() if n > 0}
        for t, n in produced.items():
            player.mana_pool.add(t, n)
            self.log("106.4", f"{source} adds {{{t}}}x{n} to {player.name}'s mana pool")
        if tapped_for_mana and produced:
            self.last_produced[source.id] = set(produced)
            self._mana_triggers(source)

    def _mana_triggers(self, source: GameObject) -> None:
        """106.12a: "whenever a permanent is tapped for mana" abilities trigger as the mana ability
        resolves and produces mana; as triggered mana abilities they resolve at once (605.4a)."""
        for obj in self.permanents():
            for ability in self.abilities(obj):
                if isinstance(ability, TriggeredAbility) and ability.event == "tapped_for_mana" \
                        and ability.condition(self, source, obj):
                    self.log("106.12a", f"{obj}'s ability triggers: {source} was tapped for mana")
                    self.log("605.4a", "a triggered mana ability resolves immediately")
                    ability.effect.apply(self, EffectContext(obj, obj.controller, cause=source))

    def could_produce(self, obj: GameObject, visiting: frozenset[int] = frozenset()) -> set[str]:
        """106.7: the types of mana ``obj`` could produce now: what each of its mana abilities would
        add if it resolved now, through the replacement effects that would apply in any order,
        ignoring whether its costs could be paid. ``visiting`` breaks cycles (two Reflecting Pools
        alone could produce nothing)."""
        if obj.id in visiting:
            return set()
        found: set[str] = set()
        for ability in self.abilities(obj):
            if not isinstance(ability, ActivatedAbility) or not ability.mana_ability:
                continue
            effects = self._mana_replacements(obj, ability.cost.tap)
            for add in mana_effects(ability):
                for mana_type in add.possible_types(self, obj, obj.controller, visiting | {obj.id}):
                    for order in itertools.permutations(effects) or [()]:
                        found |= {t for t, n in self._replaced_mana({mana_type: add.amount}, order).items() if n > 0}
        return found

    def create_tokens(self, card: CardDef, n: int, controller: Player, tapped: bool = False) -> list[GameObject]:
        """Create tokens on the battlefield, all in one event (111.1, 111.2); "create a tapped token" puts
        them onto the battlefield tapped (110.5b, 614.1c)."""
        n = replacements.token_count(self, n, controller, card.name)  # 614.1a: Doubling Season
        tokens = [self.new_object(card, controller, Zone("outside")) for _ in range(n)]
        self.log("111.2", f"{controller.name} creates {n} {'tapped ' if tapped else ''}{card.name} token(s)")
        return self.enter_battlefield(tokens, controller, tapped=tapped)

    def put_onto_battlefield(self, objs: Sequence[GameObject], controller: Player) -> list[GameObject]:
        """An effect puts cards onto the battlefield at the same time: one event (603.6a)."""
        self.log("603.6a", f"{', '.join(map(str, objs))} enter the battlefield at the same time")
        moved = self.enter_battlefield(objs, controller)
        self._settle()
        return moved

    def attach(self, equipment: GameObject, creature: GameObject) -> None:
        """701.3a: attach an Equipment (or Aura) to a permanent, if it legally can be (701.3b)."""
        attachments.attach(self, equipment, creature)

    def sacrifice(self, obj: GameObject) -> None:
        """701.21a: its controller puts it into its owner's graveyard; "whenever a player sacrifices" abilities
        trigger on the sacrifice (a different event from the death it causes)."""
        if obj.zone is self.battlefield:
            self.log("701.21a", f"{obj.controller.name} sacrifices {obj}")
            if "Food" in self.characteristics(obj).subtypes:  # "if you've sacrificed a Food this turn"
                obj.controller.foods_sacrificed_this_turn += 1
            self._check_triggers("sacrifice", [obj])
            self._leave_to_graveyard([obj])

    def destroy(self, objs: Sequence[GameObject]) -> None:
        """701.8a: destroy permanents: they go to their owners' graveyards (one event); a permanent with
        indestructible can't be destroyed (702.12b)."""
        kept = [o for o in objs if self.has_keyword(o, "Indestructible")]
        for obj in kept:
            self.log("702.12b", f"{obj} has indestructible and isn't destroyed")
        objs = [o for o in objs if o not in kept and not regenerated(self, o, "701.8a")]  # 701.19c
        for obj in objs:
            self.log("701.8a", f"{obj} is destroyed")
        if objs:
            self._leave_to_graveyard(objs)

    def counter(self, spell: GameObject) -> None:
        """701.6a: a countered spell is removed from the stack and put into its owner's graveyard."""
        if spell in self.stack:
            self.stack.remove(spell)
            flashback = spell.flashback
            self.move(spell, self.exile if flashback else spell.owner.graveyard)
            self.log("701.6a", f"{spell.name} is countered" + (" and exiled (flashback, 702.34a)" if flashback else ""))

    def copy_spell(self, spell: GameObject, controller: Player, new_targets: bool = True) -> GameObject:
        """707.10: put a copy of a spell on the stack (it isn't cast), with the same choices, X and
        Adventure status (715.3c); its controller may choose new targets if the effect says so (707.10c)."""
        copy = self.new_object(spell.card, controller, self.stack_zone)
        copy.is_copy = True
        copy.cast_as_adventure = spell.cast_as_adventure
        copy.x = spell.x
        copy.mode = spell.mode  # 707.10: the copy has the same mode
        copy.targets = list(spell.targets)
        spell_def = self.spell_ability(copy)
        spec = spell_def.target if spell_def else None
        if spec is not None and new_targets and self.decide(
                controller, "may", f"choose new targets for the copy of {spell.name}?", ("yes", "no")) == "yes":
            copy.targets = self._choose_targets(controller, spec, copy, itself=copy) or copy.targets
        self.stack.append(copy)
        self.log("707.10", f"{controller.name} puts a copy of {self.face(spell).name} on the stack"
                 + (" (an Adventure, 715.3c)" if copy.cast_as_adventure else "") + "; a copy isn't cast")
        self._check_triggers("copy", [copy])  # "whenever you cast or copy" (a copy triggers no "cast" ability)
        return copy

    def create_delayed_trigger(self, step: str, source: GameObject, controller: Player, effect: Any, text: str,
                               source_id: int | None = None) -> None:
        """603.7: a delayed triggered ability, created by an effect, triggers once at the next ``step``
        (whoever's turn it is). Its "it" is ``source`` as the object it was when the ability creating the delayed
        one was put on the stack (``source_id``; 400.7), not a new object the card has become since."""
        self.delayed.append((step, PendingTrigger(source, controller, TriggeredAbility(text, "step", SELF, effect,
                                                                                       step=step), None,
                                                  source_id or source.id)))
        self.log("603.7a", f"delayed triggered ability created: {text}")

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
        702.11c on a player), shroud (702.18a), protection from a color of the source (702.16b)."""
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

    def _check_triggers(self, event: str, objs: Sequence[GameObject], step: str | None = None,
                        before: Sequence[tuple[GameObject, Player]] | None = None,
                        died: Sequence[GameObject] = ()) -> None:
        """603.2: each triggered ability whose event happened triggers, once for each object of the
        event it applies to (603.2c), then as many additional times as 603.2d effects say. For a
        permanent entering, every permanent on the battlefield afterwards is checked (603.6a); for a
        permanent leaving, the game looks back at the permanents as they were before (603.10a),
        given in ``before`` with their controllers. A "one or more" (``batch``) ability triggers once for the
        whole event (603.2c); a "triggers only once each turn" one not again in the same turn. For a ``leaves``
        event, ``died`` are the objects that left by dying: a 603.2d effect on "a creature dying" applies to
        leaves-the-battlefield abilities only for them."""
        sources = list(before) if before is not None else [(o, o.controller) for o in self.permanents()]
        # abilities that trigger from a graveyard (113.6k): the cards there with one, controlled by their owners
        from_graveyard = {o.id for p in self.players for o in p.graveyard if any(
            isinstance(a, TriggeredAbility) and a.zone == "graveyard" for a in self.abilities(o))} if before is None else set()
        sources += [(o, o.owner) for p in self.players for o in p.graveyard if o.id in from_graveyard]
        if event == "dies":
            record_deaths(self, objs)  # for "if a creature died this turn" (reference_engine/deaths.py)
        sources += emblem_trigger_sources(self)  # an emblem's abilities trigger from the command zone (114.4)
        multipliers = [(s, a) for s, _ in sources for a in self.abilities(s) if isinstance(a, AdditionalTrigger)
                       and (a.event is None or a.event == event or (a.event == "dies" and event == "leaves")
                            or (a.event == "cast_or_copy" and event in ("cast", "copy")))
                       and (a.active is None or a.active(self, s))]
        for source, controller in sources:
            for ability in self.abilities(source):
                condition = ability.condition_for(event) if isinstance(ability, TriggeredAbility) else None
                if condition is None or (ability.zone == "graveyard") != (source.id in from_graveyard):
                    continue
                if event == "step":
                    if ability.step != step or not self.is_turn_of(controller):
                        continue
                    causes: list[GameObject | None] = [None]
                else:
                    causes = [o for o in objs if condition(self, o, source)]
                    if ability.batch:
                        if causes:
                            self.batch_events[id(causes[0])] = list(causes)
                        causes = causes[:1]  # 603.2c: "one or more" triggers once for the event
                once = (source.id, id(ability))
                if ability.once_each_turn and causes and once in self.triggered_this_turn:
                    self.log("603.2", f"{source}'s ability doesn't trigger: it triggers only once each turn")
                    continue
                if ability.once_each_turn and causes:
                    self.triggered_this_turn.add(once)
                for cause in causes:
                    if ability.intervening_if and not ability.intervening_if(self, source):
                        self.log("603.4", f"{source}'s ability doesn't trigger: its \"if\" condition is false")
                        continue
                    extra = [m for m, a in multipliers if self._multiplies(a, m, source, cause)
                             and not (a.event == "dies" and event == "leaves" and cause not in died)]
                    what = f"{_name(cause)} {event}" if cause is not None else f"the {step} step begins"
                    self.log("603.2", f"{source}'s ability triggers: {what}")
                    for m in extra:
                        self.log("603.2d", f"{m} makes it trigger an additional time")
                    self.pending.extend(PendingTrigger(source, controller, ability, cause) for _ in range(1 + len(extra)))

    def _multiplies(self, a: AdditionalTrigger, m: GameObject, source: GameObject, cause: GameObject | None) -> bool:
        """Whether the 603.2d effect ``a`` of ``m`` adds an instance of ``source``'s triggered ability:
        its event was caused by a matching object, and ``source`` is among the objects it affects."""
        if a.cause is not None and (cause is None or not a.cause(self, cause, m)):
            return False
        return a.affects(self, source, m)

    def _put_triggers_on_stack(self) -> bool:
        """603.3b: the next time a player would receive priority, each player in APNAP order puts
        their triggered abilities on the stack in the order they choose; targets are chosen for each
        instance as it is put on the stack (603.3d). With shared team turns (Two-Headed Giant), the
        active team puts all the triggered abilities any of its members controls on the stack in the
        order the team chooses, then each nonactive team (805.7); the first player of the team in APNAP
        order speaks for it here (805.2: the primary player decides if the team can't agree)."""
        if not self.pending:
            return False
        pending, self.pending = self.pending, []
        groups: list[list[Player]] = []
        for player in self.apnap():
            team = player.team.players if player.team else [player]
            if not any(player in g for g in groups):
                groups.append([player, *(p for p in team if p is not player)])
        for group in groups:
            player = group[0]
            mine = [t for t in pending if t.controller in group]
            distinct = {(id(t.source), id(t.ability)) for t in mine}
            if len(distinct) > 1:
                names = [t.source.name for t in mine]
                prompt = "order your team's triggered abilities (805.7)" if len(group) > 1 else \
                    "order your triggered abilities"
                order = self.decide(player, "order", f"{prompt} (first goes on the stack first)", names)
                if sorted(order) != sorted(names):
                    raise ValueError(f"trigger order {order} is not an ordering of {names}")
                remaining = list(mine)
                mine = [remaining.pop(next(i for i, t in enumerate(remaining) if t.source.name == n)) for n in order]
            for t in mine:
                owner = t.controller
                self.trigger_cause = t.cause
                targets = self._choose_targets(owner, t.ability.target, t.source) if t.ability.target else []
                self.trigger_cause = None
                if t.ability.target and len(targets) < t.ability.target.fewest:
                    self.log("603.3d", f"{t.source}'s ability has no legal target and is removed from the stack")
                    continue
                item = StackAbility(next(self._ids), t.source, owner, t.ability.text, t.ability.effect,
                                    "triggered", t.ability, t.cause, x=t.source.x, targets=targets,
                                    source_transforms=t.source.transforms, source_id=t.source_id)
                self.stack.append(item)
                self.triggered_log.append(item)
                crimes.check(self, owner, targets, f"{t.source}'s triggered ability")  # 700.13
                self.log("603.3", f"{t.source}'s triggered ability is put on the stack ({owner.name})"
                         + (f", targeting {', '.join(map(_name, targets))}" if targets else ""))
                self._became_targets(item, targets)
        return True

    def _choose_targets(self, player: Player, spec: TargetSpec, source: GameObject,
                        itself: GameObject | None = None) -> list[Any]:
        """115.1/601.2c: choose targets for ``spec`` among the legal ones (``TargetSpec.legal``); "up to
        N" targets are chosen one by one and may stop early, after ``spec.fewest`` (none for "up to N"). With
        no legal target there is nothing to choose: the answer is no target. ``itself`` is the spell whose
        targets these are: it can't be one of them (115.5), but an ability's source can (the ability, not its
        source, is what targets). A choice of something that isn't a legal target is refused with the most
        specific rule that forbids it (``TargetSpec.illegality``)."""
        by_role = getattr(spec, "choose", None)  # one target per role (reference_engine/roles.py)
        if by_role is not None:
            return by_role(self, player, source, itself)
        if isinstance(spec, gift.TargetGroups):  # 601.2c: targets of several kinds, each group in turn
            return [t for g in spec.groups for t in self._choose_targets(player, g, source, itself)]
        graveyards = [o for p in self.players for o in p.graveyard] if spec.any_graveyard else list(player.graveyard)
        candidates: list[Any] = [*self.stack_zone, *graveyards, *self.exile, *self.players, *self.permanents()]
        options = [o for o in candidates if o is not itself and spec.legal(self, o, source)]
        if not options:
            return []
        prompt = f"{source.name}: choose {spec.text}"
        try:
            if spec.up_to == 1 and spec.fewest == 1:
                return [self.decide(player, "target", prompt, options)]
            chosen: list[Any] = []
            while len(chosen) < spec.up_to:
                left = [o for o in options if o not in chosen]
                if not left and len(chosen) < spec.fewest:  # fewer than "two target ..." needs: refused (601.2c)
                    break
                pick = self.decide(player, "target", prompt, [*left, "no more"] if len(chosen) >= spec.fewest else left)
                if pick == "no more":
                    break
                chosen.append(pick)
            return chosen
        except NotAnOption as e:
            raise self._illegal_target(e.answer, spec, source, itself) from None

    def _illegal_target(self, answer: str, spec: TargetSpec, source: GameObject,
                        itself: GameObject | None = None) -> IllegalAction:
        """Why the object or player named ``answer`` can't be chosen as a target of ``spec``."""
        everything: list[Any] = [*self.stack_zone, *self.exile, *self.players, *self.permanents(),
                                 *(o for p in self.players for z in (p.graveyard, p.hand, p.library) for o in z)]
        if itself is not None:
            everything.insert(0, itself)
        for candidate in everything:
            name = candidate.name if isinstance(candidate, Player) else self.characteristics(candidate).name
            owner = getattr(candidate, "controller", None)
            if answer in (name, f"{owner.name}'s {name}" if owner else name):
                if candidate is itself:
                    return IllegalAction(f"{name} can't target itself", "115.5")
                why = spec.illegality(self, candidate, source)
                if why is not None:
                    return IllegalAction(*why)
        return IllegalAction(f"there is no {answer} to choose as {spec.text} of {source.name}", "115.1")

    # --- state-based actions and priority ------------------------------------------------------

    def _state_based_actions(self) -> bool:
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

    def _leave_to_graveyard(self, objs: Sequence[GameObject]) -> None:
        """Permanents go to their owners' graveyards in one event: they "die" (700.4), unless a replacement
        effect sends them elsewhere (614.6); see :func:`mtg_rulings.reference_engine.zone_changes.leave_battlefield`."""
        self.leave_battlefield(objs, "graveyard")

    def leave_battlefield(self, objs: Sequence[GameObject], to: str) -> list[GameObject]:
        """Permanents leave the battlefield for ``to`` in one event (603.6c, 603.10a, 614.6)."""
        return leave_battlefield(self, objs, to)

    def leave_graveyards(self, cards: Sequence[GameObject], to: str) -> list[GameObject]:
        """Cards leave their owners' graveyards at the same time: one event (603.10a, 603.2c)."""
        return leave_graveyards(self, cards, to)

    def check_triggers(self, event: str, objs: Sequence[GameObject]) -> None:
        """Find the triggered abilities that ``event`` of ``objs`` triggers (603.2); see :meth:`_check_triggers`."""
        self._check_triggers(event, objs)

    def check_leave_triggers(self, dying: Sequence[GameObject], leaving: Sequence[GameObject]) -> None:
        """Before permanents leave the battlefield: the ``dies`` abilities of the ``dying`` ones (700.4) and the
        leaves-the-battlefield abilities of all of them (603.6c), looking back at the game as it is now
        (603.10a); a "dying causes a triggered ability to trigger" effect applies to a leaves-the-battlefield
        ability when the object left by dying."""
        before = [(o, o.controller) for o in self.permanents()]
        self.creatures_died_this_turn += sum(1 for o in dying if "Creature" in self.card_types(o))  # 700.4
        if dying:
            self._check_triggers("dies", dying, before=before)
        self._check_triggers("leaves", leaving, before=before, died=dying)
        if survivors := [o for o in leaving if o not in dying]:  # "leave the battlefield without dying" (700.4)
            self._check_triggers("leaves_without_dying", survivors, before=before)
        for obj in leaving:
            self.leaves_announced[id(obj)] = True  # Game.move doesn't check them again

    def _settle(self) -> bool:
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

    def _sorcery_timing(self, player: Player, what: str, rule: str) -> None:
        """Own main phase, empty stack: a noninstant spell (its card type's rule, see :data:`SPELL_TIMING`),
        a land (305.1), an ability to activate only as a sorcery (602.5d)."""
        if not self.is_turn_of(player):
            raise IllegalAction(f"{player.name} can {what} only during their own turn", rule)
        if self.step not in MAIN_PHASES:
            raise IllegalAction(f"{player.name} can {what} only during a main phase, not the {self.step} step", rule)
        if self.stack:
            raise IllegalAction(f"{player.name} can {what} only while the stack is empty", rule)

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

    def land_plays(self, player: Player) -> int:
        """305.2: one land a turn, plus what continuous effects allow ("You may play an additional land on each
        of your turns", cumulative: Exploration and Zell Dincht together allow three)."""
        extra = sum(a.count for s, a in self.statics(AdditionalLandPlays) if s.controller is player
                    and self.is_turn_of(player))
        return player.land_plays_allowed + extra

    @reversible
    def play_land(self, player: Player, obj: GameObject, during_resolution: bool = False) -> None:
        """Play a land: a special action (116.2a) with a main phase, an empty stack, priority and an
        unused land play (305.1, 305.2), from the hand or a zone an effect allows (305.1). An effect
        that lets a player play a land while it resolves skips the timing but not the land play."""
        if not during_resolution:
            self._require_priority(player, "play a land")
        if "Land" not in self.card_types(obj):
            raise IllegalAction(f"{obj.name} is not a land card", "305.1")
        permission: Any = None
        if obj.zone is self.exile and obj.on_adventure is player:
            permission = "its Adventure (715.3d)"
        elif obj.zone is self.exile and (granted := permissions.find(self, player, obj)) is not None:
            permission = granted.describe()
        elif obj.zone is not player.hand and not during_resolution:
            permission = (self._library_top_permission(player, obj, land=True) or permissions.library_top(self, player, obj)
                          or permissions.graveyard_permission(self, player, obj))
            if permission is None:
                raise IllegalAction(f"no effect allows {player.name} to play {obj.name} from {self._where(obj)}",
                                    "305.1")
        if not during_resolution:
            self._sorcery_timing(player, "play a land", "305.1")
        allowed = self.land_plays(player)
        if player.lands_played >= allowed:
            raise IllegalAction(f"{player.name} has already played {player.lands_played} land(s) this turn and may "
                                f"play {allowed}", "305.2")
        player.lands_played += 1
        where = self._where(obj)
        self.log("305.1", f"{player.name} plays {obj.name} from {where} as a special action"
                 + (f", allowed by {permission}" if permission else ""))
        self.enter_battlefield([obj], player)
        if not during_resolution:
            self._acted(player)

    @reversible
    def cast_spell(self, player: Player, obj: GameObject, x: int | None = None, during: DuringCast | None = None,
                   free: bool = False, during_resolution: bool = False, as_adventure: bool = False) -> None:
        """Cast a spell; ``as_adventure`` casts an adventurer card as its Adventure (715.3): only its
        alternative characteristics are used to judge the cast (715.3a). See :meth:`_cast`."""
        if as_adventure:
            if (obj.copy_of or obj.card).adventure is None:
                raise IllegalAction(f"{obj.name} has no Adventure", "715.3")
            if obj.on_adventure is not None:
                raise IllegalAction(f"{obj.name} was exiled by its Adventure and can't be cast as one again", "715.3d")
        obj.cast_as_adventure = as_adventure
        self._cast(player, obj, x, during, free, during_resolution, as_adventure)

    def _cast(self, player: Player, obj: GameObject, x: int | None, during: DuringCast | None, free: bool,
              during_resolution: bool, as_adventure: bool) -> None:
        """Cast a spell (601.2): permission to begin (601.3), timing (117.1a, 302.1, 307.1...), announce and
        move it to the stack (601.2a), X (601.2b, 107.3a), targets (601.2c), total cost (601.2f),
        mana abilities (601.2g), pay (601.2h); it becomes cast (601.2i) and its controller receives
        priority. A cast that can't be completed is reversed as a whole (732.1, :func:`reversible`)."""
        if not during_resolution:
            self._require_priority(player, "cast a spell")
        ch = self.characteristics(obj)
        if "Land" in ch.types:
            raise IllegalAction(f"{obj.name} is a land card; it can be played, not cast", "305.9")
        permission: Any = None
        flashback = None
        granted = None
        foraging = None
        if obj.zone is not player.hand and not during_resolution:
            if obj.zone is self.exile and obj.on_adventure is player:
                permission = "its Adventure (715.3d)"
            elif obj.zone is self.exile and (granted := permissions.find(self, player, obj)) is not None:
                permission = granted.describe()
                free = plot.cast_allowed(self, player, obj, granted) or free  # 702.170d: a plotted card
            elif obj.zone is player.graveyard:
                flashback = next((a for a in self.abilities(obj) if isinstance(a, Flashback)), None)
                permission = "flashback (702.34a)" if flashback else permissions.graveyard_permission(self, player, obj)
                if permission is None and (foraging := forage.permission(self, player, obj)) is not None:
                    permission = foraging.describe()  # 601.3, 701.61a: cast by foraging as an additional cost
            else:
                permission = self._library_top_permission(player, obj, land=False) or permissions.library_top(
                    self, player, obj)
            if permission is None:
                raise IllegalAction(f"no effect allows {player.name} to cast {ch.name} from {self._where(obj)}",
                                    "601.3")
        for source, _ in self.statics(CantCastChosenName):
            if source.chosen_name == ch.name:
                raise IllegalAction(f"{source.name} says spells named {ch.name} can't be cast", "601.3")
        if "Instant" not in ch.types and not during_resolution and not self.has_keyword(obj, "Flash"):  # 702.8a
            rule = next((r for t, r in SPELL_TIMING.items() if t in ch.types), "117.1a")
            self._sorcery_timing(player, f"cast {ch.name}", rule)
        spell_def = self.face(obj).spell
        spree_modes = spree.choose_modes(self, player, ch.name, spell_def) if spell_def and spell_def.spree else \
            pawprint.choose_modes(self, player, obj, spell_def)  # 700.2i: chosen and resolved as spree's are
        gift_to = gift.promise(self, player, obj)  # 702.174a: an additional cost, announced (601.2b)
        if gift_to is not None and spell_def is not None:
            spell_def = gift.spell_ability(spell_def, obj, gift_to)  # 702.174m: the promised gift's targets
        offspring_cost = offspring.choose(self, player, obj)  # 702.175a: an optional additional cost (601.2b)
        cost = ManaCost.parse(flashback.cost) if flashback else ch.mana_cost
        if cost is None and not free:
            raise IllegalAction(f"{obj.name} has no mana cost and can't be cast", "202.1b")
        if cost is not None and cost.x_count and x is None and not free:
            raise IllegalAction(f"{obj.name} has X in its cost; X must be chosen", "107.3a")
        total = cost.total(x or 0) if cost is not None and not free else None
        if spree_modes is not None:  # 601.2f, 118.9d: the modes' additional costs, even without the mana cost
            total = spree.add_costs(total, spell_def, spree_modes)
        total = offspring.add_cost(total, offspring_cost)  # 601.2f, 118.9d
        total = cost_increases.increase(self, player, obj, total)  # 601.2f, 118.9d: "costs {2} more"
        total = cost_increases.own_reductions(self, player, obj, total)  # 601.2f: "costs {1} less for each ..."
        total = crime_conditions.reduce(self, player, obj, total)  # 601.2f: "costs {1} less if ..."
        if total is not None:
            total = costs.reduce(self, player, obj, total)  # 601.2f
            total = self._reduced(player, obj, total)  # 601.2f
            total = permissions.payable(total, granted)  # 118.14: mana of any type can be spent
        spell_target = spell_def.target if spell_def else attachments.aura_target(self, obj)  # 303.4a
        mode: Any = None
        if spell_def is not None and spell_def.modes and spree_modes is None:  # 601.2b, 700.2a: the mode first
            texts = [m.text for m in spell_def.modes]
            mode = texts.index(self.decide(player, "mode", f"{ch.name}: choose one", texts))
            spell_def = spell_def.modes[mode]
            self.log("601.2b", f"{player.name} chooses the mode \"{spell_def.text}\"")
            spell_target = spell_def.target
        if during is None and total is not None and not player.mana_pool.can_pay(total):
            raise IllegalAction(f"{player.name} can't pay {cost.text if cost else ''} for {obj.name}: "
                                f"the mana pool holds {player.mana_pool.total()} mana", "601.2h")
        targets: list[Any] = []
        if spree_modes is not None:  # 601.2c: each chosen mode's targets
            targets, mode = spree.choose_targets(self, player, obj, spell_def, spree_modes)
        elif spell_target is not None:  # 601.2c, chosen before anything moves so a refusal changes nothing
            try:
                targets = self._choose_targets(player, spell_target, obj, itself=obj)
            except IllegalAction as e:  # an Aura spell's target is what its enchant ability allows (303.4a)
                if spell_def is None and e.rule == "115.1":
                    raise IllegalAction(f"{e.reason}: {obj.name}'s enchant ability defines its target", "303.4a") from None
                raise
            if len(targets) < spell_target.fewest:
                raise IllegalAction(f"{obj.name} has no legal target for {spell_target.text}", "601.2c")
        where = self._where(obj)
        top_before = player.library.top()
        cast_from = obj.zone.name
        spell = self.move(obj, self.stack_zone, player)
        spell.cast_from = cast_from
        spell.mode = mode
        spell.gift_to = gift_to
        spell.offspring_paid = offspring_cost is not None
        spell.cast_as_adventure = as_adventure
        spell.flashback = flashback is not None
        spell.x = x if not free else (x or 0)
        self.stack.append(spell)
        self.log("601.2a", f"{player.name} announces {spell} from {where}"
                 + (f", allowed by {permission}" if permission else "") + "; it moves to the stack")
        spell.targets = targets
        self.casting = (player, top_before)  # 401.5: a top card that changes can't be looked at until cast
        try:
            if during is not None:
                self.log("601.2g", f"{player.name} may activate mana abilities while casting {spell.name}")
                during()
            if foraging is not None:  # 601.2h, 701.61a: the additional cost, with the spell already on the stack
                forage.forage(self, player)
            spell.enters_with = ((foraging.counter, 1),) if foraging is not None and foraging.counter else ()
            if total is not None:
                if not player.mana_pool.can_pay(total):  # the whole cast is reversed (732.1)
                    raise IllegalAction(f"{player.name} can't pay {cost.text if cost else ''} for {obj.name}", "601.2h")
                paid = player.mana_pool.pay(total)
                spell.mana_spent = sum(paid.values())
                expend.spent(self, player, spell.mana_spent)  # 700.14
                self.log("601.2h", f"{player.name} pays {cost.text if cost else ''} with {dict(paid)}")
            else:
                self.log("601.2h", f"{player.name} casts {spell.name} without paying its mana cost")
        finally:
            self.casting = None
        self.log("601.2i", f"{spell} becomes cast" + (" as an Adventure (715.3)" if as_adventure else ""))
        self.cast_this_turn.append((player, spell))
        self.cast_from_this_turn.append((player, cast_from))
        self._check_triggers("cast", [spell])
        crimes.check(self, player, spell.targets, str(spell))  # 700.13
        self._became_targets(spell, spell.targets)
        if not during_resolution:
            self._acted(player)

    def _became_targets(self, item: GameObject | StackAbility, targets: Sequence[Any]) -> None:
        """The permanents among ``targets`` become the target of ``item``, a spell (115.1a) or an activated or
        triggered ability (115.1b/c) just put on the stack: "becomes the target of a spell or ability" abilities
        trigger for either (``becomes_target``), "becomes the target of a spell" ones only for a spell
        (``becomes_target_of_spell``, 603.2)."""
        targeted = [t for t in targets if isinstance(t, GameObject) and t.zone is self.battlefield]
        if not targeted:
            return
        self.targeting = item  # valiant.py: whose spell or ability it is
        if isinstance(item, GameObject):
            for t in targeted:
                self.targeted_by[t.id] = item
            self._check_triggers("becomes_target_of_spell", targeted)
        self._check_triggers("becomes_target", targeted)
        ward.check(self, item, targeted)  # 702.21a
        self.targeting = None

    def _reduced(self, player: Player, obj: GameObject, total: Any) -> Any:
        """601.2f: cost reductions of permanents on the battlefield ("[filter] spells you cast cost {1} less")
        reduce only the generic component of the total cost."""
        for source, ability in self.statics(CostReduction):
            if source.controller is player and ability.spells(self, obj, source):
                before = total.generic
                total = TotalCost(max(0, total.generic - ability.generic), dict(total.colored))
                self.log("601.2f", f"{source}: {obj.name} costs {{{before - total.generic}}} less "
                                   "(only generic mana is reduced)")
        return total

    def cast_during_resolution(self, player: Player, card: GameObject) -> None:
        """Play a card as an effect instructs while it resolves, without paying its mana cost:
        timing permissions based on card type are ignored (608.2g, 601.2)."""
        if "Land" in self.card_types(card):
            try:
                self.play_land(player, card, during_resolution=True)
            except IllegalAction as e:
                self.log(e.rule, f"{player.name} can't play {card.name}: {e.reason}")
            return
        self.cast_spell(player, card, free=True, during_resolution=True)

    @reversible
    def activate(self, player: Player, obj: GameObject, ability: ActivatedAbility, during: DuringCast | None = None) -> None:
        """Activate an ability (602.2): pay its cost ({T} 107.5, {Q} 107.6, 302.6 for creatures; a
        cycling card is discarded from the hand, 702.29a). A mana ability resolves at once without
        using the stack (605.3); a player may activate one while casting a spell (605.3a)."""
        if not ability.mana_ability:
            self._require_priority(player, "activate an ability")
        elif self.over:
            raise IllegalAction("the game is over", "104")
        elif self.priority is not player and (self.casting is None or self.casting[0] is not player):
            raise IllegalAction(f"{player.name} can't activate a mana ability without priority now", "605.3a")
        if ability.zone == "hand":
            if obj.zone is not player.hand:
                raise IllegalAction(f"{obj.name}'s {ability.keyword or 'activated'} ability can be activated only from "
                                    f"{player.name}'s hand, not from {self._where(obj)}", "702.29a")
        elif obj.zone is not self.battlefield or obj.controller is not player:
            raise IllegalAction(f"{player.name} doesn't control {obj.name} on the battlefield", "602.2")
        if not ability.mana_ability:
            for source, _ in self.statics(CantActivateChosenName):
                if source.chosen_name == self.characteristics(obj).name:
                    raise IllegalAction(f"{source.name} names {source.chosen_name}: its activated abilities can't be "
                                        "activated", "602.5")
        cost = ability.cost
        is_creature = obj.zone is self.battlefield and "Creature" in self.characteristics(obj).types
        if (cost.tap or cost.untap) and is_creature and obj.sick and not self.has_keyword(obj, "Haste"):
            raise IllegalAction(f"{obj} hasn't been under {player.name}'s control continuously since their "
                                "most recent turn began", "302.6")
        if cost.tap and obj.tapped:
            raise IllegalAction(f"{obj} is already tapped and can't pay {{T}}", "107.5")
        if cost.untap and not obj.tapped:
            raise IllegalAction(f"{obj} is already untapped and can't pay {{Q}}", "107.6")
        if ability.sorcery_speed:
            self._sorcery_timing(player, f"activate {obj.name}'s ability", "602.5d")
        if ability.once_each_turn and (obj.id, ability.text) in self.activated_this_turn:
            raise IllegalAction(f"{obj}'s \"{ability.text}\" was already activated this turn: only once each turn",
                                "602.5b")
        if ability.class_level is not None and obj.class_level != ability.class_level - 1:
            raise IllegalAction(f"{obj} is level {obj.class_level}: \"{ability.text}\" can be activated only at level "
                                f"{ability.class_level - 1}", "716.2a")
        if ability.activate_only_if is not None and not ability.activate_only_if(self, obj):
            raise IllegalAction(f"{obj}'s ability \"{ability.text}\" can be activated only if "
                                f"{ability.activate_only_if.text}", "602.5b")
        total = cost.mana.total() if cost.mana else None
        total, tapped_for_cost = combat_cards.creatures_for_mana(self, player, obj, total)  # Heirloom Epic (602.2b)
        if total and not player.mana_pool.can_pay(total):
            raise IllegalAction(f"{player.name} can't pay {cost.mana.text if cost.mana else ''}", "602.2b")
        if cost.life and player.life < cost.life:
            raise IllegalAction(f"{player.name} can't pay {cost.life} life", "119.4")
        targets: list[Any] = []
        if ability.target is not None:
            targets = self._choose_targets(player, ability.target, obj)
            if len(targets) < ability.target.fewest:
                raise IllegalAction(f"{obj.name}'s ability has no legal target for {ability.target.text}", "602.2b")
        # 602.2a: the ability is on the stack before its costs are paid (602.2b, 601.2h): "this" in it is the object the
        # source is now, even if paying the cost moves it (a new object, 400.7)
        activated_as = obj.id
        tappers = saddle.choose_tappers(self, player, obj, ability)  # saddle, crew (702.171a, 702.122a)
        sacrificed = None
        if cost.sacrifice is not None:
            options = [o for o in self.permanents() if o.controller is player and cost.sacrifice(self, o, obj)]
            if not options:
                raise IllegalAction(f"{player.name} controls no {cost.sacrifice.text} to sacrifice", "602.2b")
            sacrificed = options[0] if len(options) == 1 else self.decide(
                player, "sacrifice", f"choose a {cost.sacrifice.text} to sacrifice", options)
        if total:
            player.mana_pool.pay(total)
        if cost.life:
            player.life -= cost.life
            player.life_lost_this_turn += cost.life  # 119.4: paying life is losing it
            self.log("119.4", f"{player.name} pays {cost.life} life")
        if cost.tap:
            obj.tapped = True
            self._check_triggers("becomes_tapped", [obj])  # 701.26a: "whenever ~ becomes tapped"
        if cost.untap:
            obj.tapped = False
        for creature in tapped_for_cost:
            creature.tapped = True
        saddle.tap_for_cost(self, obj, ability, tappers)
        if ability.once_each_turn:
            self.activated_this_turn.add((obj.id, ability.text))
        self.log("602.2", f"{player.name} activates {obj}'s ability \"{ability.text}\"")
        if sacrificed is not None:
            self.sacrifice(sacrificed)
        if cost.discard_self:
            discarded = self.move(obj, player.graveyard)
            self.log("702.29a", f"{player.name} cycles {discarded.name}: it is discarded as a cost")
            self._check_triggers("cycle", [discarded])
            self._check_triggers("discard", [discarded])
        if ability.mana_ability:
            self.log("605.3b", "a mana ability resolves immediately, without using the stack")
            if cost.tap:
                self.log("106.12", f"{player.name} taps {obj.name} for mana")
            ability.effect.apply(self, EffectContext(obj, player, tapped_for_mana=cost.tap))
            if self.casting is None:
                self._settle()
            return
        item = StackAbility(next(self._ids), obj, player, ability.text, ability.effect, "activated", ability,
                            trigger_cause=sacrificed,  # "the sacrificed creature" (602.2b, 608.2h): the effect's cause
                            targets=targets, source_transforms=obj.transforms, source_id=activated_as)
        self.stack.append(item)
        crimes.check(self, player, targets, f"{obj}'s activated ability")  # 700.13
        self._became_targets(item, targets)
        self._acted(player)

    @reversible
    def look_at_library_top(self, player: Player) -> GameObject | None:
        """Look at the top card of your library when an effect allows it: no stack, no priority
        needed. While casting a spell, a new top card can't be looked at until the spell is cast (401.5)."""
        if not any(s.controller is player for s, _ in self.statics(LookAtLibraryTopAnyTime)):
            raise IllegalAction(f"no effect lets {player.name} look at the top card of their library", "401.2")
        top = player.library.top()
        if self.casting is not None and self.casting[0] is player and self.casting[1] is not top:
            raise IllegalAction(f"the top card of {player.name}'s library changed while casting a spell; the new one "
                                "can't be looked at until the spell is cast", "401.5")
        self.log("401.5", f"{player.name} looks at the top card of their library ({top})")
        return top

    @reversible
    def declare_attackers(self, player: Player, attackers: Sequence[GameObject]) -> None:
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

    def pass_priority(self, player: Player) -> None:
        """Pass priority (117.3d). When all players pass in succession, the top object of the stack
        resolves (117.4, 608.1), or, with an empty stack, the step or phase ends (500.2)."""
        self._require_priority(player, "pass priority")  # refused before anything changes: nothing to reverse
        alive = [p for p in self.players if not p.has_lost]
        if self.passes + 1 < len(alive):  # priority passes on; nothing that could be refused happens
            self.passes += 1
            i = alive.index(player)
            self.priority = alive[(i + 1) % len(alive)]
            return
        self._all_passed()

    @reversible
    def _all_passed(self) -> None:
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

    def _target_spec(self, item: GameObject | StackAbility) -> TargetSpec | None:
        """What a stack object targets: its ability's, or its spell's (as it was cast)."""
        if isinstance(item, StackAbility):
            return item.ability.target if item.ability is not None else None
        spell = self.spell_ability(item)
        return spell.target if spell else attachments.aura_target(self, item)  # an Aura spell's (303.4a)

    def spell_ability(self, spell: GameObject) -> Any:
        """What an instant or sorcery spell does (its ``SpellEffect``): for a modal spell, the mode chosen as it was
        cast (700.2a); ``None`` for a permanent spell."""
        found = self.face(spell).spell
        if found is not None and found.modes and spell.mode is not None:
            return spree.combined(found, spell.mode) if found.spree or isinstance(spell.mode, tuple) else \
                found.modes[spell.mode]
        return gift.spell_ability(found, spell, spell.gift_to) if found is not None else found

    def _resolve_top(self) -> None:
        """608.2/608.3: resolve the top object of the stack; if all its targets are now illegal, it
        doesn't resolve (608.2b); an intervening "if" is checked again (603.4)."""
        item = self.stack.pop()
        targets = item.targets
        spec = self._target_spec(item)
        if spec is not None and targets:
            self.trigger_cause = item.trigger_cause if isinstance(item, StackAbility) else None
            by_slot = getattr(spec, "legal_by_slot", None)  # each target against its own role (roles.py, 608.2b)
            src = item.source if isinstance(item, StackAbility) else item
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

    # --- turn structure ------------------------------------------------------------------------

    def _end_step(self) -> None:
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

    def _next_turn(self) -> None:
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
        self.creatures_died_this_turn = 0
        self.cast_from_this_turn = []
        self.cant_be_blocked_this_turn.clear()
        self.combat_damage_watches.clear()  # "this turn" (combat_cards.py)
        self.triggered_this_turn.clear()
        self.tapped_for.clear()  # "this turn" (702.171c, 702.122c)
        self.saddled.clear()  # 702.171b: until end of turn
        self.activated_this_turn.clear()  # 602.5b
        self.log("500.1", f"turn {self.turn_number} begins: {self.active.name} is the active player")
        self._begin_step("untap")

    def _begin_step(self, step: str) -> None:
        """Begin a step: turn-based actions first (703.4), then "at the beginning of" triggers, then
        priority to the active player unless it is the untap step or a cleanup step without events
        (502.4, 514.3)."""
        self.step = step
        self.priority = None
        self.passes = 0
        self.log(rule_of(step), f"{self.active.name}'s {step.replace('_', ' ')} step begins ({phase_of(step)} phase)")
        permissions.expire(self, step)
        if step == "untap":
            for obj in self.permanents():
                if self.is_turn_of(obj.controller):
                    obj.sick = False  # 302.6: controlled continuously since this turn began
                    if obj.tapped:
                        stun.untap(self, obj, "502.3")  # a stun counter replaces it (122.1d)
            self._end_step()
            return
        if step == "draw":
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
        if step == "cleanup":
            self._cleanup()
            return
        if step == "precombat_main":
            saga.precombat_main(self, self.active)  # 714.3b
        if step == "declare_attackers":
            self._declare_attackers()
        if step == "declare_blockers":
            combat.begin_declare_blockers(self)
        if step == "combat_damage":
            combat.combat_damage(self)
        self._check_triggers("step", [], step=step)
        for when, delayed in list(self.delayed):
            if when == step:
                self.delayed.remove((when, delayed))
                self.pending.append(delayed)  # 603.7: triggers once; 603.2d doesn't multiply it
                self.log("603.7", f"delayed triggered ability triggers: {delayed.ability.text}")
        self._give_priority(self.active)

    def _declare_attackers(self) -> None:
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

    def _cleanup(self) -> None:
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

    # --- starting the game (103) ----------------------------------------------------------------

    @reversible
    def begin(self, starting: Player, hand_size: int = 7) -> None:
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

    def begin_with_on_battlefield(self, player: Player, card: GameObject) -> GameObject:
        """103.6a: a card that lets a player begin the game with it on the battlefield is put there
        before the game begins; nothing triggers on it, as the game hasn't begun."""
        perm = self.move(card, self.battlefield, player)
        perm.sick = False
        self.log("103.6a", f"{player.name} begins the game with {perm.name} on the battlefield")
        return perm

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


def _name(target: Any) -> str:
    return target.name if isinstance(target, Player) else str(target)
