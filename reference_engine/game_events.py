"""Zones (400) and the game's events: moving objects (400.7), entering the battlefield (603.6, 614.12), drawing (121), discarding
(701.9), shuffling (701.24), counters (122), life (119), damage (120), tokens (111), attaching (701.3), sacrificing (701.21),
destroying (701.8), countering (701.6). The methods of :class:`~mtg_rulings.reference_engine.game.Game` for this part of the
rules, moved here by tools/split_game.py (Game inherits Events).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import (
    attachments,
    cant_statics,
    combat_cards,
    copies,
    durations,
    entering,
    forage,
    gift,
    offspring,
    replacements,
    saga,
)
from mtg_rulings.reference_engine.abilities import (
    AsEntersChooseColor,
    AsEntersChooseName,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
)
from mtg_rulings.reference_engine.cards.model import CardDef
from mtg_rulings.reference_engine.dfc import copied_face, is_double_faced
from mtg_rulings.reference_engine.mana import COLOR_NAMES, COLORS
from mtg_rulings.reference_engine.objects import GameObject, Player, Zone
from mtg_rulings.reference_engine.prevention import prevent as prevent_damage
from mtg_rulings.reference_engine.regeneration import regenerated

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game


class Events:
    """Zones (400) and the game's events: the methods of Game for it."""

    def move(self: Game, obj: GameObject, zone: Zone, controller: Player | None = None, top: bool = True) -> GameObject:
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

    def enter_battlefield(self: Game, objs: Sequence[GameObject], controller: Player | None = None,
                          counters: dict[str, int] | None = None, transformed: bool = False,
                          tapped: bool = False, host: GameObject | None = None) -> list[GameObject]:
        """Put objects onto the battlefield in one event (``host``: an Aura or Equipment enters attached to it,
        chosen by the effect, 303.4f), applying the replacement effects that modify
        how they enter (614.1c: enters tapped, enters with counters, those of its own abilities and ``counters``
        an effect gives, "return it with a finality counter on it"; 614.12: "as enters" choices are made first),
        then check for triggered abilities (603.6a). A double-faced card enters front face up
        unless it is put onto the battlefield ``transformed`` (712.14, 712.14a); a double-faced token copying
        a permanent with its back face up enters with it up (707.8a)."""
        entered = []
        for obj in objs:
            attach = self._entering_host(obj, host, controller)
            if attach is None:
                continue
            x = obj.x
            back_up = (transformed or obj.transformed) and is_double_faced(obj)
            obj.transformed = back_up  # its abilities as it will enter decide how it enters (614.12)
            choices, copy_of = self._as_enters_choices(obj, controller)
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
            self._enters_as(perm, attach, tapped, choices, copy_of)
            self._enters_with(perm, objs, unmet, [*(counters or {}).items(), *cast_with.items()])
            saga.as_enters(self, perm)  # 714.3a
            entered.append(perm)
        self._check_triggers("enters", entered)
        return entered

    def _entering_host(self: Game, obj: GameObject, hosted: GameObject | None,
                       controller: Player | None) -> tuple[GameObject | None, str] | None:
        """What ``obj`` enters attached to, and the rule: the host the effect chose (303.4f), what an Aura spell
        targets (608.3c), or for an Aura put onto the battlefield otherwise, what its controller chooses (303.4f);
        None if such an Aura has nothing it could enchant: it doesn't enter (303.4g)."""
        if hosted is not None:
            return hosted, "303.4f"
        if attachments.is_aura(self, obj) and obj.zone is self.stack_zone and obj.targets:
            return obj.targets[0], "608.3c"  # an Aura spell enters attached to what it targets
        if attachments.is_aura(self, obj) and obj.zone is not self.battlefield:
            host = attachments.choose_aura_host(self, obj, controller or obj.owner)  # 303.4f
            if host is None:
                self.log("303.4g", f"{obj.name} has nothing it could enchant: it stays in {obj.zone.name}")
                return None
            return host, "303.4f"
        return None, "303.4f"

    def _as_enters_choices(self: Game, obj: GameObject, controller: Player | None) -> tuple[dict[str, str], Any]:
        """614.12: the choices made as ``obj`` enters, before it is on the battlefield, by the player it will enter
        under the control of: a color, whether and what to enter as a copy of (707.2, 707.8), a card name (715.5)."""
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
        return choices, copy_of

    def _enters_as(self: Game, perm: GameObject, attach: tuple[GameObject | None, str], tapped: bool,
                   choices: dict[str, str], copy_of: Any) -> None:
        """How ``perm`` is as it enters: attached to its host (303.4f, 608.3c), tapped if the effect says so (614.1c),
        with the choices made as it entered (614.12), a copy of what it copies (707.2)."""
        host, host_rule = attach
        if host is not None:
            perm.attached_to = host
            self.log(host_rule, f"{perm} enters attached to {host}")
        perm.tapped = perm.tapped or tapped
        perm.chosen_color = choices.get("color")
        perm.chosen_name = choices.get("name")
        if copy_of is not None:
            perm.copy_of = copy_of
            self.log("707.2", f"{perm} enters as a copy of {copy_of.name}")

    def _enters_with(self: Game, perm: GameObject, objs: Sequence[GameObject], unmet: set[int],
                     given: list[tuple[str, int]]) -> None:
        """614.1c: the replacement effects of ``perm``'s own abilities ("enters tapped", "enters with N counters",
        ``unmet`` those whose "if" was false as it entered; X from its cast, 107.3m), another permanent's ("each
        other creature enters with an additional counter"), then the counters the effect gives (``given``); each
        number of counters as replacement effects modify it (122.6)."""
        for ability in self.abilities(perm):
            if isinstance(ability, EntersTapped):
                perm.tapped = True
                self.log("614.1c", f"{perm} enters tapped")
            elif isinstance(ability, EntersWithCounters) and id(ability) in unmet:
                self.log("614.1c", f"{perm} enters without counters: {ability.condition.text} is false")
            elif isinstance(ability, EntersWithCounters):
                n = ability.amount if isinstance(ability.amount, int) else (perm.x or 0)
                n = replacements.counter_count(self, perm.controller, str(perm), ability.kind, n)  # 122.6
                perm.counters[ability.kind] += n
                self.log("614.1c", f"{perm} enters with {n} {ability.kind} counter(s)"
                         + (f" (X is {perm.x}, 107.3m)" if ability.amount == "X" else ""))
        for kind, n, source in entering.additional_counters(self, perm, objs):  # another permanent's, 614.1c
            n = replacements.counter_count(self, perm.controller, str(perm), kind, n)  # 122.6
            perm.counters[kind] += n
            self.log("614.1c", f"{perm} enters with {n} additional {kind} counter(s) ({source})")
        for kind, n in given:
            n = replacements.counter_count(self, perm.controller, str(perm), kind, n)  # 122.6
            perm.counters[kind] += n
            self.log("614.1c", f"{perm} enters with {n} {kind} counter(s)")

    def draw(self: Game, player: Player, n: int = 1) -> None:
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

    def discard(self: Game, player: Player, n: int) -> list[GameObject]:
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

    def shuffle(self: Game, player: Player) -> None:
        """Shuffle a library (701.24), with the game's seeded random order."""
        self.rng.shuffle(player.library.objects)
        self.log("701.24", f"{player.name} shuffles their library")

    def put_counters(self: Game, obj: GameObject, kind: str, n: int) -> None:
        """Put ``n`` counters of ``kind`` on a permanent (122.1)."""
        if obj.zone is not self.battlefield:
            self.log("122.1", f"{obj} is no longer on the battlefield; no counters are put on it")
            return
        n = replacements.counter_count(self, obj.controller, str(obj), kind, n)  # 614.1a: Doubling Season
        obj.counters[kind] += n
        self.log("122.1", f"{n} {kind} counter(s) put on {obj}")

    def gain_life(self: Game, player: Player, n: int) -> None:
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

    def deal_damage(self: Game, source: GameObject, target: Any, n: int, lifelink: bool = True, combat: bool = False) -> int:
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

    def pump_until_end_of_turn(self: Game, obj: GameObject, power: int, toughness: int) -> None:
        """An "until end of turn" P/T effect; it ends in the cleanup step (514.2)."""
        if obj.zone is self.battlefield:
            obj.until_end_of_turn.append((power, toughness))
            self.log("611.2a", f"{obj} gets {power:+d}/{toughness:+d} until end of turn")

    def create_tokens(self: Game, card: CardDef, n: int, controller: Player, tapped: bool = False) -> list[GameObject]:
        """Create tokens on the battlefield, all in one event (111.1, 111.2); "create a tapped token" puts
        them onto the battlefield tapped (110.5b, 614.1c)."""
        n = replacements.token_count(self, n, controller, card.name)  # 614.1a: Doubling Season
        tokens = [self.new_object(card, controller, Zone("outside")) for _ in range(n)]
        self.log("111.2", f"{controller.name} creates {n} {'tapped ' if tapped else ''}{card.name} token(s)")
        return self.enter_battlefield(tokens, controller, tapped=tapped)

    def put_onto_battlefield(self: Game, objs: Sequence[GameObject], controller: Player) -> list[GameObject]:
        """An effect puts cards onto the battlefield at the same time: one event (603.6a)."""
        self.log("603.6a", f"{', '.join(map(str, objs))} enter the battlefield at the same time")
        moved = self.enter_battlefield(objs, controller)
        self._settle()
        return moved

    def attach(self: Game, equipment: GameObject, creature: GameObject) -> None:
        """701.3a: attach an Equipment (or Aura) to a permanent, if it legally can be (701.3b)."""
        attachments.attach(self, equipment, creature)

    def sacrifice(self: Game, obj: GameObject) -> None:
        """701.21a: its controller puts it into its owner's graveyard; "whenever a player sacrifices" abilities
        trigger on the sacrifice (a different event from the death it causes)."""
        if obj.zone is self.battlefield:
            self.log("701.21a", f"{obj.controller.name} sacrifices {obj}")
            if "Food" in self.characteristics(obj).subtypes:  # "if you've sacrificed a Food this turn"
                obj.controller.foods_sacrificed_this_turn += 1
            self._check_triggers("sacrifice", [obj])
            self._leave_to_graveyard([obj])

    def destroy(self: Game, objs: Sequence[GameObject]) -> None:
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

    def counter(self: Game, spell: GameObject) -> None:
        """701.6a: a countered spell is removed from the stack and put into its owner's graveyard."""
        if spell in self.stack:
            self.stack.remove(spell)
            flashback = spell.flashback
            self.move(spell, self.exile if flashback else spell.owner.graveyard)
            self.log("701.6a", f"{spell.name} is countered" + (" and exiled (flashback, 702.34a)" if flashback else ""))
