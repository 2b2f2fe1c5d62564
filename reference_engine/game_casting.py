"""Casting spells (601) and playing lands (305): timing (117.1a, 307.1), from which zones, targets (115, 601.2c), costs
(601.2f-h), casting during an ability's resolution (608.2g), copies of spells (707.10). The methods of
:class:`~mtg_rulings.reference_engine.game.Game` for this part of the rules, moved here by tools/split_game.py (Game inherits
Casting).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import (
    attachments,
    cost_increases,
    costs,
    crime_conditions,
    crimes,
    expend,
    forage,
    gift,
    offspring,
    pawprint,
    permissions,
    plot,
    spree,
    ward,
)
from mtg_rulings.reference_engine.abilities import (
    AdditionalLandPlays,
    CantCastChosenName,
    CostReduction,
    Flashback,
    PlayFromLibraryTop,
    TargetSpec,
)
from mtg_rulings.reference_engine.mana import COLOR_NAMES, ManaCost, TotalCost
from mtg_rulings.reference_engine.objects import GameObject, Player, StackAbility
from mtg_rulings.reference_engine.reading import reading
from mtg_rulings.reference_engine.records import SPELL_TIMING, DuringCast, IllegalAction, NotAnOption
from mtg_rulings.reference_engine.rewind import reversible
from mtg_rulings.reference_engine.turn import MAIN_PHASES

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game



@dataclass
class _Cast:
    """A spell being cast: what its caster has chosen and what has been locked in so far (601.2a-f), handed from
    one step of :meth:`Casting._cast` to the next."""

    player: Player
    obj: GameObject
    ch: Any  # its characteristics as it is cast (for an Adventure, its alternative ones, 715.3a)
    x: int | None
    free: bool  # cast without paying its mana cost
    permission: Any = None  # what lets it be cast from a zone other than the hand (601.3)
    granted: Any = None  # an effect's permission to cast it from exile
    flashback: Flashback | None = None
    foraging: Any = None
    spell_def: Any = None  # what the spell does (its SpellEffect, a chosen mode's once chosen)
    spree_modes: Any = None
    gift_to: Player | None = None
    offspring_cost: Any = None
    cost_text: str = ""
    total: TotalCost | None = None  # the total cost (601.2f); None for a spell cast without paying its mana cost
    spell_target: TargetSpec | None = None
    mode: Any = None
    targets: list[Any] = field(default_factory=list)
    cast_from: str = ""


class Casting:
    """Casting spells (601) and playing lands (305): the methods of Game for it."""

    def _sorcery_timing(self: Game, player: Player, what: str, rule: str) -> None:
        """Own main phase, empty stack: a noninstant spell (its card type's rule, see :data:`SPELL_TIMING`),
        a land (305.1), an ability to activate only as a sorcery (602.5d)."""
        if not self.is_turn_of(player):
            raise IllegalAction(f"{player.name} can {what} only during their own turn", rule)
        if self.step not in MAIN_PHASES:
            raise IllegalAction(f"{player.name} can {what} only during a main phase, not the {self.step} step", rule)
        if self.stack:
            raise IllegalAction(f"{player.name} can {what} only while the stack is empty", rule)

    def _library_top_permission(self: Game, player: Player, obj: GameObject, land: bool) -> GameObject | None:
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

    def land_plays(self: Game, player: Player) -> int:
        """305.2: one land a turn, plus what continuous effects allow ("You may play an additional land on each
        of your turns", cumulative: Exploration and Zell Dincht together allow three)."""
        extra = sum(a.count for s, a in self.statics(AdditionalLandPlays) if s.controller is player
                    and self.is_turn_of(player))
        return player.land_plays_allowed + extra

    @reversible
    def play_land(self: Game, player: Player, obj: GameObject, during_resolution: bool = False) -> None:
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
    def cast_spell(self: Game, player: Player, obj: GameObject, x: int | None = None, during: DuringCast | None = None,
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

    def _cast(self: Game, player: Player, obj: GameObject, x: int | None, during: DuringCast | None, free: bool,
              during_resolution: bool, as_adventure: bool) -> None:
        """Cast a spell (601.2), step by step: permission to begin (601.3) and timing (117.1a, 302.1, 307.1...),
        modes and additional costs (601.2b), the total cost (601.2f), targets (601.2c), the announcement that
        moves it to the stack (601.2a), mana abilities (601.2g) and payment (601.2h); it becomes cast (601.2i)
        and its controller receives priority. Every choice and refusal comes before the spell moves, so a refusal
        changes nothing; a cast that can't be completed after that is reversed as a whole (732.1,
        :func:`reversible`)."""
        if not during_resolution:
            self._require_priority(player, "cast a spell")
        # judging the cast up to its total cost only reads the game (and asks the player): one read-only window,
        # whose statics the permission, the restrictions and each cost increase and reduction share (reading.py)
        with reading(self):
            cast = _Cast(player, obj, self.characteristics(obj), x, free)
            if "Land" in cast.ch.types:
                raise IllegalAction(f"{obj.name} is a land card; it can be played, not cast", "305.9")
            if obj.zone is not player.hand and not during_resolution:
                self._cast_permission(cast)
            self._cast_restrictions(cast, during_resolution)
            self._announce_modes_and_costs(cast)
            self._spell_total_cost(cast)
            self._choose_spell_mode(cast)
        if during is None:
            self._require_payable(player, cast.total, f"{player.name} can't pay {cast.cost_text} for {obj.name}: "
                                  f"the mana pool holds {player.mana_pool.total()} mana", "601.2h")
        self._choose_spell_targets(cast)
        top_before = player.library.top()
        spell = self._announce_spell(cast, as_adventure)
        self.casting = (player, top_before)  # 401.5: a top card that changes can't be looked at until cast
        try:
            self._pay_spell_costs(cast, spell, during)
        finally:
            self.casting = None
        self._becomes_cast(cast, spell, as_adventure, during_resolution)

    def _cast_permission(self: Game, cast: _Cast) -> None:
        """601.3: a spell not in its caster's hand can be cast only if an effect allows it: its Adventure (715.3d),
        a permission from exile (a plotted card is cast without paying its mana cost, 702.170d), flashback
        (702.34a) or another graveyard permission, foraging (701.61a), the top of the library (601.3)."""
        player, obj = cast.player, cast.obj
        if obj.zone is self.exile and obj.on_adventure is player:
            cast.permission = "its Adventure (715.3d)"
        elif obj.zone is self.exile and (granted := permissions.find(self, player, obj)) is not None:
            cast.granted = granted
            cast.permission = granted.describe()
            cast.free = plot.cast_allowed(self, player, obj, granted) or cast.free  # 702.170d: a plotted card
        elif obj.zone is player.graveyard:
            cast.flashback = next((a for a in self.abilities(obj) if isinstance(a, Flashback)), None)
            cast.permission = "flashback (702.34a)" if cast.flashback else permissions.graveyard_permission(
                self, player, obj)
            if cast.permission is None and (foraging := forage.permission(self, player, obj)) is not None:
                cast.foraging = foraging
                cast.permission = foraging.describe()  # 601.3, 701.61a: cast by foraging as an additional cost
        else:
            cast.permission = self._library_top_permission(player, obj, land=False) or permissions.library_top(
                self, player, obj)
        if cast.permission is None:
            raise IllegalAction(f"no effect allows {player.name} to cast {cast.ch.name} from {self._where(obj)}",
                                "601.3")

    def _cast_restrictions(self: Game, cast: _Cast, during_resolution: bool) -> None:
        """601.3: effects that forbid the cast ("spells with the chosen name can't be cast"); timing: a noninstant
        spell without flash only as a sorcery (its card type's rule, 117.1a, 702.8a), unless an effect casts it
        while resolving (608.2g)."""
        ch = cast.ch
        for source, _ in self.statics(CantCastChosenName):
            if source.chosen_name == ch.name:
                raise IllegalAction(f"{source.name} says spells named {ch.name} can't be cast", "601.3")
        if "Instant" not in ch.types and not during_resolution and not self.has_keyword(cast.obj, "Flash"):  # 702.8a
            rule = next((r for t, r in SPELL_TIMING.items() if t in ch.types), "117.1a")
            self._sorcery_timing(cast.player, f"cast {ch.name}", rule)

    def _announce_modes_and_costs(self: Game, cast: _Cast) -> None:
        """601.2b: the choices announced before targets: spree's modes (702.172a; a pawprint spell's are chosen the
        same way, 700.2i), the gift promised (an additional cost, 702.174a; its targets join the spell's,
        702.174m), offspring (an optional additional cost, 702.175a)."""
        player, obj = cast.player, cast.obj
        spell_def = self.face(obj).spell
        cast.spree_modes = spree.choose_modes(self, player, cast.ch.name, spell_def) if spell_def and \
            spell_def.spree else pawprint.choose_modes(self, player, obj, spell_def)
        cast.gift_to = gift.promise(self, player, obj)
        if cast.gift_to is not None and spell_def is not None:
            spell_def = gift.spell_ability(spell_def, obj, cast.gift_to)
        cast.spell_def = spell_def
        cast.offspring_cost = offspring.choose(self, player, obj)

    def _spell_total_cost(self: Game, cast: _Cast) -> None:
        """601.2f: the total cost: the mana cost (or flashback's, 702.34a; none for a free cast), X chosen (107.3a),
        plus additional costs (spree's modes even without the mana cost, offspring; 118.9d) and cost increases,
        less reductions (the spell's own, crimes', other permanents' generic ones); 118.14 for a permission that
        lets mana of any type be spent."""
        player, obj, free = cast.player, cast.obj, cast.free
        cost = ManaCost.parse(cast.flashback.cost) if cast.flashback else cast.ch.mana_cost
        if cost is None and not free:
            raise IllegalAction(f"{obj.name} has no mana cost and can't be cast", "202.1b")
        if cost is not None and cost.x_count and cast.x is None and not free:
            raise IllegalAction(f"{obj.name} has X in its cost; X must be chosen", "107.3a")
        cast.cost_text = cost.text if cost else ""
        total = cost.total(cast.x or 0) if cost is not None and not free else None
        if cast.spree_modes is not None:
            total = spree.add_costs(total, cast.spell_def, cast.spree_modes)
        total = offspring.add_cost(total, cast.offspring_cost)
        total = cost_increases.increase(self, player, obj, total)  # "costs {2} more"
        total = cost_increases.own_reductions(self, player, obj, total)  # "costs {1} less for each ..."
        total = crime_conditions.reduce(self, player, obj, total)  # "costs {1} less if ..."
        if total is not None:
            total = costs.reduce(self, player, obj, total)
            total = self._reduced(player, obj, total)
            total = permissions.payable(total, cast.granted)  # 118.14: mana of any type can be spent
        cast.total = total

    def _choose_spell_mode(self: Game, cast: _Cast) -> None:
        """601.2b, 700.2a: a modal spell's mode is chosen, and with it what the spell targets; an Aura spell targets
        what its enchant ability allows (303.4a)."""
        spell_def = cast.spell_def
        cast.spell_target = spell_def.target if spell_def else attachments.aura_target(self, cast.obj)
        if spell_def is not None and spell_def.modes and cast.spree_modes is None:
            texts = [m.text for m in spell_def.modes]
            cast.mode = texts.index(self.decide(cast.player, "mode", f"{cast.ch.name}: choose one", texts))
            cast.spell_def = spell_def.modes[cast.mode]
            self.log("601.2b", f"{cast.player.name} chooses the mode \"{cast.spell_def.text}\"")
            cast.spell_target = cast.spell_def.target

    def _choose_spell_targets(self: Game, cast: _Cast) -> None:
        """601.2c: the spell's targets (each chosen spree mode's, 702.172b), chosen before anything moves so a
        refusal changes nothing (:meth:`_announce_targets`)."""
        player, obj = cast.player, cast.obj
        if cast.spree_modes is not None:
            cast.targets, cast.mode = spree.choose_targets(self, player, obj, cast.spell_def, cast.spree_modes)
        elif cast.spell_target is not None:
            try:
                cast.targets = self._announce_targets(player, cast.spell_target, obj, obj.name, "601.2c", itself=obj)
            except IllegalAction as e:  # an Aura spell's target is what its enchant ability allows (303.4a)
                if cast.spell_def is None and e.rule == "115.1":
                    raise IllegalAction(f"{e.reason}: {obj.name}'s enchant ability defines its target", "303.4a") from None
                raise

    def _announce_spell(self: Game, cast: _Cast, as_adventure: bool) -> GameObject:
        """601.2a: the spell moves to the stack (a new object, 400.7) with the choices announced for it."""
        player, obj = cast.player, cast.obj
        where = self._where(obj)
        cast.cast_from = obj.zone.name
        spell = self.move(obj, self.stack_zone, player)
        spell.cast_from = cast.cast_from
        spell.mode = cast.mode
        spell.gift_to = cast.gift_to
        spell.offspring_paid = cast.offspring_cost is not None
        spell.cast_as_adventure = as_adventure
        spell.flashback = cast.flashback is not None
        spell.x = cast.x if not cast.free else (cast.x or 0)
        self.stack.append(spell)
        self.log("601.2a", f"{player.name} announces {spell} from {where}"
                 + (f", allowed by {cast.permission}" if cast.permission else "") + "; it moves to the stack")
        spell.targets = cast.targets
        return spell

    def _pay_spell_costs(self: Game, cast: _Cast, spell: GameObject, during: DuringCast | None) -> None:
        """601.2g: the caster may activate mana abilities (``during``); 601.2h: the costs are paid, foraging's
        (701.61a) with the spell already on the stack, then the total mana cost (:meth:`_pay_mana`; the mana
        spent counts toward expend, 700.14), or nothing for a spell cast without paying its mana cost."""
        player = cast.player
        if during is not None:
            self.log("601.2g", f"{player.name} may activate mana abilities while casting {spell.name}")
            during()
        if cast.foraging is not None:
            forage.forage(self, player)
        spell.enters_with = ((cast.foraging.counter, 1),) if cast.foraging is not None and cast.foraging.counter else ()
        if cast.total is None:
            self.log("601.2h", f"{player.name} casts {spell.name} without paying its mana cost")
            return
        paid = self._pay_mana(player, cast.total, f"{player.name} can't pay {cast.cost_text} for {cast.obj.name}",
                              "601.2h")
        spell.mana_spent = sum(paid.values())
        expend.spent(self, player, spell.mana_spent)  # 700.14
        self.log("601.2h", f"{player.name} pays {cast.cost_text} with {dict(paid)}")

    def _becomes_cast(self: Game, cast: _Cast, spell: GameObject, as_adventure: bool, during_resolution: bool) -> None:
        """601.2i: the spell becomes cast: "whenever you cast" abilities trigger, a crime is committed if it targets
        an opponent or what they control (700.13), its targets become targets (:meth:`_became_targets`); then its
        controller receives priority (117.3c)."""
        player = cast.player
        self.log("601.2i", f"{spell} becomes cast" + (" as an Adventure (715.3)" if as_adventure else ""))
        self.cast_this_turn.append((player, spell))
        self.cast_from_this_turn.append((player, cast.cast_from))
        self._check_triggers("cast", [spell])
        crimes.check(self, player, spell.targets, str(spell))  # 700.13
        self._became_targets(spell, spell.targets)
        if not during_resolution:
            self._acted(player)

    def _announce_targets(self: Game, player: Player, spec: TargetSpec, source: GameObject, whose: str, rule: str,
                          itself: GameObject | None = None) -> list[Any]:
        """601.2c, for a spell, and 602.2b for an ability (which follows 601.2c): the targets, chosen among the legal
        ones (:meth:`_choose_targets`) before anything moves, so a refusal changes nothing; fewer than ``spec``
        needs is refused (``whose`` names the spell or ability, ``rule`` the rule to cite)."""
        targets = self._choose_targets(player, spec, source, itself=itself)
        if len(targets) < spec.fewest:
            raise IllegalAction(f"{whose} has no legal target for {spec.text}", rule)
        return targets

    def _require_payable(self: Game, player: Player, total: TotalCost | None, refusal: str, rule: str) -> None:
        """601.2f-h, for a spell, and 602.2b for an ability: the total cost, once locked in, must be payable from
        ``player``'s mana pool; checked before anything moves, so a refusal (``refusal``, citing ``rule``) changes
        nothing. A caster who may still activate mana abilities (601.2g) is checked only as they pay."""
        if total is not None and not player.mana_pool.can_pay(total):
            raise self._unpayable(player, total, refusal, rule)

    def _pay_mana(self: Game, player: Player, total: TotalCost, refusal: str, rule: str) -> Counter[str]:
        """601.2h, for a spell, and 602.2b for an ability: pay the total mana cost from ``player``'s pool; what
        the pool can't pay now is refused, and the whole cast or activation reversed (732.1). The mana paid, by
        type."""
        if not player.mana_pool.can_pay(total):
            raise self._unpayable(player, total, refusal, rule)
        return player.mana_pool.pay(total)

    @staticmethod
    def _unpayable(player: Player, total: TotalCost, refusal: str, rule: str) -> IllegalAction:
        """The refusal of a total cost ``player``'s pool can't pay: 107.4e's when only the colours of its hybrid
        symbols stand in the way (enough mana, not of those colours), else ``rule``'s."""
        if player.mana_pool.short_of_hybrid(total):
            pairs = " and ".join(f"{{{a}/{b}}} by {COLOR_NAMES[a]} or {COLOR_NAMES[b]} mana" for a, b in total.hybrid)
            return IllegalAction(f"{refusal}, and a hybrid symbol is paid only by mana of one of its colours: {pairs}",
                                 "107.4e")
        return IllegalAction(refusal, rule)

    def _became_targets(self: Game, item: GameObject | StackAbility, targets: Sequence[Any]) -> None:
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

    def _reduced(self: Game, player: Player, obj: GameObject, total: Any) -> Any:
        """601.2f: cost reductions of permanents on the battlefield ("[filter] spells you cast cost {1} less")
        reduce only the generic component of the total cost."""
        for source, ability in self.statics(CostReduction):
            if source.controller is player and ability.spells(self, obj, source):
                before = total.generic
                total = total.with_generic(max(0, total.generic - ability.generic))
                self.log("601.2f", f"{source}: {obj.name} costs {{{before - total.generic}}} less "
                                   "(only generic mana is reduced)")
        return total

    def cast_during_resolution(self: Game, player: Player, card: GameObject) -> None:
        """Play a card as an effect instructs while it resolves, without paying its mana cost:
        timing permissions based on card type are ignored (608.2g, 601.2)."""
        if "Land" in self.card_types(card):
            try:
                self.play_land(player, card, during_resolution=True)
            except IllegalAction as e:
                self.log(e.rule, f"{player.name} can't play {card.name}: {e.reason}")
            return
        self.cast_spell(player, card, free=True, during_resolution=True)

    def _target_spec(self: Game, item: GameObject | StackAbility) -> TargetSpec | None:
        """What a stack object targets: its ability's, or its spell's (as it was cast)."""
        if isinstance(item, StackAbility):
            return item.ability.target if item.ability is not None else None
        spell = self.spell_ability(item)
        return spell.target if spell else attachments.aura_target(self, item)  # an Aura spell's (303.4a)

    def spell_ability(self: Game, spell: GameObject) -> Any:
        """What an instant or sorcery spell does (its ``SpellEffect``): for a modal spell, the mode chosen as it was
        cast (700.2a); ``None`` for a permanent spell."""
        found = self.face(spell).spell
        if found is not None and found.modes and spell.mode is not None:
            return spree.combined(found, spell.mode) if found.spree or isinstance(spell.mode, tuple) else \
                found.modes[spell.mode]
        return gift.spell_ability(found, spell, spell.gift_to) if found is not None else found

    def _choose_targets(self: Game, player: Player, spec: TargetSpec, source: GameObject,
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
        with reading(self):  # judging targets only reads: the candidates share the statics they work out (reading.py)
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

    def _illegal_target(self: Game, answer: str, spec: TargetSpec, source: GameObject,
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

    def copy_spell(self: Game, spell: GameObject, controller: Player, new_targets: bool = True) -> GameObject:
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
            if isinstance(copy.mode, tuple):  # a spree copy: each chosen mode's own targets (700.2, 702.172a)
                copy.targets, copy.mode = spree.new_targets(self, controller, copy, self.face(copy).spell, copy.mode)
            else:
                copy.targets = self._choose_targets(controller, spec, copy, itself=copy) or copy.targets
        self.stack.append(copy)
        self.log("707.10", f"{controller.name} puts a copy of {self.face(spell).name} on the stack"
                 + (" (an Adventure, 715.3c)" if copy.cast_as_adventure else "") + "; a copy isn't cast")
        self._check_triggers("copy", [copy])  # "whenever you cast or copy" (a copy triggers no "cast" ability)
        return copy
