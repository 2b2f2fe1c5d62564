"""Activating abilities (602) and mana abilities (605, 106): costs and timing of activated abilities, the special action of
looking at a library's top (116), producing mana and what replaces or triggers on it. The methods of
:class:`~mtg_rulings.reference_engine.game.Game` for this part of the rules, moved here by tools/split_game.py (Game inherits
Activating).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import combat_cards, crimes, saddle
from mtg_rulings.reference_engine.abilities import (
    ActivatedAbility,
    CantActivateChosenName,
    EffectContext,
    LookAtLibraryTopAnyTime,
    ManaReplacement,
    TriggeredAbility,
    mana_effects,
)
from mtg_rulings.reference_engine.objects import GameObject, Player, StackAbility
from mtg_rulings.reference_engine.records import DuringCast, IllegalAction
from mtg_rulings.reference_engine.rewind import reversible

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game


class Activating:
    """Activating abilities (602) and mana abilities (605, 106): the methods of Game for it."""

    @reversible
    def activate(self: Game, player: Player, obj: GameObject, ability: ActivatedAbility,
                 during: DuringCast | None = None) -> None:
        """Activate an ability (602.2): who may, and from where (:meth:`_may_activate`), its restrictions
        (:meth:`_activation_restrictions`); then the steps of casting (602.2b follows 601.2b-i): the total cost
        (601.2f; Heirloom Epic's creatures tapped for mana), targets (601.2c), the costs paid (601.2h, ``{T}``
        107.5, ``{Q}`` 107.6, life 119.4, sacrifice, a cycling card discarded from the hand 702.29a). A mana
        ability resolves at once without using the stack (605.3); a player may activate one while casting a spell
        (605.3a). Every choice and refusal comes before any cost is paid, so a refusal changes nothing."""
        self._may_activate(player, obj, ability)
        self._activation_restrictions(player, obj, ability)
        cost = ability.cost
        total = cost.mana.total() if cost.mana else None
        total, tapped_for_cost = combat_cards.creatures_for_mana(self, player, obj, total)  # Heirloom Epic (602.2b)
        mana_refusal = f"{player.name} can't pay {cost.mana.text if cost.mana else ''}"
        self._require_payable(player, total, mana_refusal, "602.2b")
        if cost.life and player.life < cost.life:
            raise IllegalAction(f"{player.name} can't pay {cost.life} life", "119.4")
        targets: list[Any] = []
        if ability.target is not None:
            targets = self._announce_targets(player, ability.target, obj, f"{obj.name}'s ability", "602.2b")
        # 602.2a: the ability is on the stack before its costs are paid (602.2b, 601.2h): "this" in it is the object the
        # source is now, even if paying the cost moves it (a new object, 400.7)
        activated_as = obj.id
        tappers = saddle.choose_tappers(self, player, obj, ability)  # saddle, crew (702.171a, 702.122a)
        sacrificed = self._choose_sacrifice(player, obj, ability)
        self._pay_activation_costs(player, obj, ability, total, mana_refusal, tapped_for_cost, tappers)
        self.log("602.2", f"{player.name} activates {obj}'s ability \"{ability.text}\"")
        if sacrificed is not None:
            self.sacrifice(sacrificed)
        if cost.discard_self:
            discarded = self.move(obj, player.graveyard)
            self.log("702.29a", f"{player.name} cycles {discarded.name}: it is discarded as a cost")
            self._check_triggers("cycle", [discarded])
            self._check_triggers("discard", [discarded])
        if ability.mana_ability:
            self._resolve_mana_ability(player, obj, ability)
            return
        item = StackAbility(next(self._ids), obj, player, ability.text, ability.effect, "activated", ability,
                            trigger_cause=sacrificed,  # "the sacrificed creature" (602.2b, 608.2h): the effect's cause
                            targets=targets, source_transforms=obj.transforms, source_id=activated_as)
        self.stack.append(item)
        crimes.check(self, player, targets, f"{obj}'s activated ability")  # 700.13
        self._became_targets(item, targets)
        self._acted(player)

    def _may_activate(self: Game, player: Player, obj: GameObject, ability: ActivatedAbility) -> None:
        """602.2: a player activates an ability with priority (a mana ability also while casting a spell, 605.3a), of
        a permanent they control, or of a card in their hand if the ability works there (702.29a); unless an effect
        forbids it ("activated abilities of sources with the chosen name can't be activated", 602.5)."""
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

    def _activation_restrictions(self: Game, player: Player, obj: GameObject, ability: ActivatedAbility) -> None:
        """What the ability's cost and text restrict (602.5): ``{T}``/``{Q}`` of a creature that came under its
        controller's control since their most recent turn began (302.6, unless it has haste), of a permanent
        already tapped (107.5) or untapped (107.6); "activate only as a sorcery" (602.5d), "only once each turn"
        and "only if" (602.5b); a Class's level ability only at the level below (716.2a)."""
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

    def _choose_sacrifice(self: Game, player: Player, obj: GameObject, ability: ActivatedAbility) -> GameObject | None:
        """602.2b, 601.2h: the permanent to sacrifice as a cost ("Sacrifice a creature: ..."), chosen among those
        ``player`` controls that it allows; with none, the ability can't be activated."""
        sacrifice = ability.cost.sacrifice
        if sacrifice is None:
            return None
        options = [o for o in self.permanents() if o.controller is player and sacrifice(self, o, obj)]
        if not options:
            raise IllegalAction(f"{player.name} controls no {sacrifice.text} to sacrifice", "602.2b")
        return options[0] if len(options) == 1 else self.decide(
            player, "sacrifice", f"choose a {sacrifice.text} to sacrifice", options)

    def _pay_activation_costs(self: Game, player: Player, obj: GameObject, ability: ActivatedAbility, total: Any,
                              mana_refusal: str, tapped_for_mana: Sequence[GameObject],
                              tappers: list[GameObject]) -> None:
        """602.2b, 601.2h: pay the costs: the total mana cost (:meth:`_pay_mana`), life (119.4: paying life is losing
        it), ``{T}`` ("whenever ~ becomes tapped" triggers, 701.26a) or ``{Q}``, the creatures tapped for Heirloom
        Epic's mana (``tapped_for_mana``) and for saddle or crew (``tappers``); an "only once each turn" ability is
        recorded (602.5b)."""
        cost = ability.cost
        if total:
            self._pay_mana(player, total, mana_refusal, "602.2b")
        if cost.life:
            player.life -= cost.life
            player.life_lost_this_turn += cost.life  # 119.4: paying life is losing it
            self.log("119.4", f"{player.name} pays {cost.life} life")
        if cost.tap:
            obj.tapped = True
            self._check_triggers("becomes_tapped", [obj])  # 701.26a: "whenever ~ becomes tapped"
        if cost.untap:
            obj.tapped = False
        for creature in tapped_for_mana:
            creature.tapped = True
        saddle.tap_for_cost(self, obj, ability, tappers)
        if ability.once_each_turn:
            self.activated_this_turn.add((obj.id, ability.text))

    def _resolve_mana_ability(self: Game, player: Player, obj: GameObject, ability: ActivatedAbility) -> None:
        """605.3b: a mana ability resolves immediately, without using the stack (106.12 for one that taps its source);
        outside a cast, state-based actions and triggers are then settled."""
        self.log("605.3b", "a mana ability resolves immediately, without using the stack")
        if ability.cost.tap:
            self.log("106.12", f"{player.name} taps {obj.name} for mana")
        ability.effect.apply(self, EffectContext(obj, player, tapped_for_mana=ability.cost.tap))
        if self.casting is None:
            self._settle()

    @reversible
    def look_at_library_top(self: Game, player: Player) -> GameObject | None:
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

    def produce_mana(self: Game, source: GameObject, player: Player, mana_type: str | None, amount: int,
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

    def _mana_replacements(self: Game, source: GameObject, tapped_for_mana: bool) -> list[tuple[GameObject, ManaReplacement]]:
        """The replacement effects that apply to mana ``source`` produces now (106.12b)."""
        if not tapped_for_mana:
            return []
        return [(s, a) for s, a in self.statics(ManaReplacement)
                if (not a.lands_only or "Land" in self.card_types(source))
                and (not a.yours or source.controller is s.controller)]

    def _replaced_mana(self: Game, amounts: dict[str, int], effects: Sequence[tuple[GameObject, ManaReplacement]]) -> dict[str,
                       int]:
        for _, effect in effects:
            amounts = effect.replace(amounts)
        return amounts

    def _mana_triggers(self: Game, source: GameObject) -> None:
        """106.12a: "whenever a permanent is tapped for mana" abilities trigger as the mana ability
        resolves and produces mana; as triggered mana abilities they resolve at once (605.4a)."""
        for obj in self.permanents():
            for ability in self.abilities(obj):
                if isinstance(ability, TriggeredAbility) and ability.event == "tapped_for_mana" \
                        and ability.condition(self, source, obj):
                    self.log("106.12a", f"{obj}'s ability triggers: {source} was tapped for mana")
                    self.log("605.4a", "a triggered mana ability resolves immediately")
                    ability.effect.apply(self, EffectContext(obj, obj.controller, cause=source))

    def could_produce(self: Game, obj: GameObject, visiting: frozenset[int] = frozenset()) -> set[str]:
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
