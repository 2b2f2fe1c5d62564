"""Combat (506-511): declaring blockers, combat damage, and the keywords that change them.

Sources: 506.4 (removal from combat), 509 (declare blockers step), 510 (combat damage step), 511.3 (end of combat),
702.2 (deathtouch), 702.4 (double strike), 702.7 (first strike), 702.9 (flying), 702.17 (reach), 702.19 (trample),
702.110 (menace). Declaring attackers (508) stays in :mod:`mtg_rulings.reference_engine.game`.

The state of a combat is kept on the :class:`~mtg_rulings.reference_engine.game.Game` in plain containers, so a reversed action
(732.1, :mod:`mtg_rulings.reference_engine.rewind`) restores it: ``obj.attacking`` (508.1), ``game.blocks`` (blocking creature's
id -> the id of the attacking creature it blocks, in declaration order, 509.1g), ``game.blocked`` (ids of the
attacking creatures that became blocked, 509.1h), ``game.planned_blocks`` and ``game.planned_damage`` (declarations
made before the step that applies them begins), ``game.struck`` (ids of the creatures that dealt combat damage in a
first combat damage step, 510.4) and ``game.damage_steps`` (combat damage steps begun this combat, with whether the
first was a first-strike one). An object that changes zones gets a new id (400.7), so a creature that leaves the
battlefield is out of combat (506.4) with no bookkeeping; one that stops being a creature is left out too.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import combat_cards, crime_conditions
from mtg_rulings.reference_engine.objects import Player
from mtg_rulings.reference_engine.reading import reading

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject

#: How many damage assignments a choice may offer before the engine refuses to list them all (a scenario that needs
#: more assigns the damage itself with an ``assign_combat_damage`` action).
MAX_ASSIGNMENT_OPTIONS = 5000


@dataclass(frozen=True)
class CantBlock:
    """"This creature can't block." A restriction on blocking (509.1b)."""

    text: str = "this creature can't block"


def reset(game: Game) -> None:
    """511.3: as the end of combat step ends, every creature is removed from combat; nothing of this combat is kept."""
    for obj in game.battlefield:
        obj.attacking = False
    game.blocks = {}
    game.blocked = set()
    game.planned_blocks = []
    game.planned_damage = {}
    game.struck = set()
    game.damage_steps = [0, False]


def _is_creature(game: Game, obj: GameObject) -> bool:
    return obj.zone is game.battlefield and "Creature" in game.characteristics(obj).types


def attackers(game: Game) -> list[GameObject]:
    """The attacking creatures (508.1): a permanent that stopped being a creature is removed from combat (506.4)."""
    with reading(game):  # only reads: the permanents share the statics their types work out (reading.py)
        return [o for o in game.permanents() if o.attacking and _is_creature(game, o)]


def blocked_by(game: Game, obj: GameObject) -> GameObject | None:
    """The attacking creature ``obj`` blocks (509.1g), or None; a creature removed from combat blocks nothing (506.4)."""
    if obj.id not in game.blocks or not _is_creature(game, obj):
        return None
    return next((a for a in attackers(game) if a.id == game.blocks[obj.id]), None)


def blockers_of(game: Game, attacker: GameObject) -> list[GameObject]:
    """The creatures blocking ``attacker`` now, in the order they were declared (509.1g, 506.4)."""
    by_id = {o.id: o for o in game.permanents()}
    return [by_id[b] for b, a in game.blocks.items() if a == attacker.id and b in by_id and _is_creature(game, by_id[b])]


def is_blocked(game: Game, attacker: GameObject) -> bool:
    """509.1h: an attacking creature with blockers declared for it is blocked until it is removed from combat, even if
    every creature blocking it is removed from combat."""
    return attacker.attacking and attacker.id in game.blocked


def defending_player(game: Game) -> Player | None:
    """The player the attacking creatures attack (506.2): the first opponent of the active player in turn order."""
    defenders = game.opponents(game.active)
    return defenders[0] if defenders else None


def block_illegality(game: Game, player: Player, blocker: GameObject, attacker: GameObject) -> tuple[str, str] | None:
    """Why ``blocker`` can't block ``attacker`` for ``player``, and the rule, or None: only an untapped creature the
    defending player controls blocks an attacking creature (509.1a); a restriction such as "can't block" (509.1b);
    flying, which only a creature with flying or reach can block (702.9b, 702.17b)."""
    if not _is_creature(game, blocker) or blocker.controller is not player:
        return f"{blocker.name} is not a creature {player.name} controls", "509.1a"
    if blocker.tapped:
        return f"{blocker} is tapped and can't block", "509.1a"
    if attacker not in attackers(game):
        return f"{attacker.name} is not an attacking creature", "509.1a"
    if any(isinstance(a, CantBlock) for a in game.abilities(blocker)):
        return f"{blocker} can't block", "509.1b"
    if attacker.id in game.cant_be_blocked_this_turn:
        return f"{attacker} can't be blocked this turn", "509.1b"
    if (why := crime_conditions.block_illegality(game, attacker)) is not None:  # "can't be blocked if ..."
        return why
    if game.has_keyword(attacker, "Flying") and not (game.has_keyword(blocker, "Flying")
                                                     or game.has_keyword(blocker, "Reach")):
        return f"{attacker} has flying and {blocker} has neither flying nor reach", "702.9b"
    return None


def declare_blockers(game: Game, player: Player, blocks: Sequence[tuple[GameObject, GameObject]]) -> None:
    """Choose the blocks the defending player declares as the declare blockers step begins (509.1): each chosen
    creature blocks one attacking creature (509.1a), obeying the restrictions (509.1b) of each blocker and attacker,
    menace among them: a creature with menace can't be blocked except by two or more creatures (702.110b). Raises
    :class:`~mtg_rulings.reference_engine.game.IllegalAction` naming the rule;
    the caller reverses the whole action (509.1, 732.1)."""
    from mtg_rulings.reference_engine.records import IllegalAction

    if game.step != "declare_attackers" or game.is_turn_of(player) or player not in game.opponents(game.active):
        raise IllegalAction(f"{player.name} can declare blockers only as the defending player, as the declare blockers "
                            "step begins", "509.1")
    if not attackers(game):
        raise IllegalAction("no creature is attacking, so there is no declare blockers step", "508.8")
    chosen: list[GameObject] = []
    for blocker, attacker in blocks:
        if blocker in chosen:
            raise IllegalAction(f"{blocker} can block only one attacking creature", "509.1a")
        why = block_illegality(game, player, blocker, attacker)
        if why is not None:
            raise IllegalAction(*why)
        chosen.append(blocker)
    for attacker in attackers(game):
        count = sum(1 for _, a in blocks if a is attacker)
        if count == 1 and game.has_keyword(attacker, "Menace"):
            raise IllegalAction(f"{attacker} has menace and can't be blocked except by two or more creatures",
                                "702.110b")
    game.planned_blocks = [(b.id, a.id) for b, a in blocks]


def begin_declare_blockers(game: Game) -> None:
    """509.1g-509.1h: the chosen creatures become blocking creatures, and each attacking creature with blockers becomes
    blocked (the others unblocked); then abilities that trigger on blocks trigger: "whenever ~ blocks" for each
    blocking creature, "whenever ~ becomes blocked" for each blocked creature (509.2)."""
    by_id = {o.id: o for o in game.permanents()}
    planned, game.planned_blocks = game.planned_blocks, []
    blocking: list[GameObject] = []
    newly_blocked: list[GameObject] = []
    for bid, aid in planned:
        blocker, attacker = by_id.get(bid), by_id.get(aid)
        if blocker is None or attacker is None or not attacker.attacking:
            continue
        game.blocks[bid] = aid
        blocking.append(blocker)
        if aid not in game.blocked:
            game.blocked.add(aid)
            newly_blocked.append(attacker)
        game.log("509.1g", f"{blocker} blocks {attacker}")
    for attacker in attackers(game):
        game.log("509.1h", f"{attacker} is {'blocked' if attacker.id in game.blocked else 'unblocked'}")
    if blocking:
        game.check_triggers("blocks", blocking)
    if newly_blocked:
        game.check_triggers("becomes_blocked", newly_blocked)


# --- combat damage (510) ------------------------------------------------------------------------------------------


def lethal_damage(game: Game, source: GameObject, creature: GameObject) -> int:
    """The damage that is lethal to ``creature`` from ``source`` (702.19b): its toughness less the damage already
    marked on it; with deathtouch any nonzero amount is lethal, so 1 (702.2c)."""
    toughness = game.characteristics(creature).toughness or 0
    left = max(0, toughness - creature.damage)
    return min(left, 1) if game.has_keyword(source, "Deathtouch") else left


def _strikes_first(game: Game, obj: GameObject) -> bool:
    return game.has_keyword(obj, "First strike") or game.has_keyword(obj, "Double strike")


def combatants(game: Game) -> list[GameObject]:
    """The attacking and blocking creatures (506.4: those removed from combat are neither)."""
    attacking = attackers(game)
    return attacking + [o for o in game.permanents() if o not in attacking and blocked_by(game, o) is not None]


def another_damage_step(game: Game) -> bool:
    """510.4: after a first combat damage step, in which only creatures with first strike or double strike dealt
    damage, a second one follows."""
    begun, first_strike = game.damage_steps
    return begun == 1 and first_strike


def _deals_damage_now(game: Game, obj: GameObject) -> bool:
    """510.4: in a first combat damage step, creatures with first strike or double strike; in the second, those that
    dealt no combat damage in the first, and those with double strike (702.4b)."""
    begun, first_strike = game.damage_steps
    if first_strike and begun == 1:
        return _strikes_first(game, obj)
    return obj.id not in game.struck or game.has_keyword(obj, "Double strike")


def _label(game: Game, recipient: Any) -> str:
    return recipient.name if isinstance(recipient, Player) else str(recipient)


def assignment_options(game: Game, attacker: GameObject, power: int, blockers: Sequence[GameObject],
                       player: Player | None, trample: bool) -> list[dict[Any, int]]:
    """Every legal division of a blocked creature's ``power`` among ``blockers`` (510.1c: as its controller chooses)
    and, with trample, the defending player, once lethal damage is assigned to every blocker (702.19b, 702.2c)."""
    recipients: list[Any] = list(blockers) + ([player] if trample and player is not None else [])
    lethal = [lethal_damage(game, attacker, b) for b in blockers]
    options: list[dict[Any, int]] = []
    for cut in itertools.combinations(range(power + len(recipients) - 1), len(recipients) - 1):
        amounts = [b - a - 1 for a, b in zip((-1, *cut), (*cut, power + len(recipients) - 1), strict=True)]
        if trample and player is not None and amounts[-1] > 0 and any(n < need for n, need in
                                                                       zip(amounts, lethal, strict=False)):
            continue
        options.append(dict(zip(recipients, amounts, strict=True)))
        if len(options) > MAX_ASSIGNMENT_OPTIONS:
            raise ValueError(f"too many ways to assign {attacker}'s combat damage; assign it with an action")
    return options


def describe_assignment(game: Game, attacker: GameObject, assignment: dict[Any, int]) -> str:
    """``Colossal Dreadmaw: 4 to Giant Spider, 2 to Bob`` (amounts of 0 left out)."""
    parts = [f"{n} to {_label(game, r)}" for r, n in assignment.items() if n > 0]
    return f"{attacker.name}: {', '.join(parts) or 'no damage'}"


def assignment_illegality(game: Game, attacker: GameObject, assignment: dict[str, int]) -> tuple[str, str] | None:
    """Why ``assignment`` (recipient name -> damage) can't be ``attacker``'s combat damage assignment, or None: only a
    blocked creature has one to choose, and it assigns its whole power (510.1a, 510.1c) to the creatures blocking it;
    only with trample may it assign to the player, and then only once each blocker has lethal damage (702.19b)."""
    if not is_blocked(game, attacker):
        return f"{attacker} is not a blocked attacking creature; it assigns its damage to the player it attacks", "510.1b"
    power = max(0, game.characteristics(attacker).power or 0)
    blockers = blockers_of(game, attacker)
    player = defending_player(game)
    trample = game.has_keyword(attacker, "Trample")
    names = {b.name for b in blockers} | ({player.name} if trample and player is not None else set())
    if player is not None and assignment.get(player.name) and not trample:
        return f"{attacker} is blocked and has no trample: it can't assign combat damage to {player.name}", "510.1c"
    unknown = [n for n in assignment if n not in names]
    if unknown:
        return f"{', '.join(unknown)} is not blocking {attacker}", "510.1c"
    if sum(assignment.values()) != power:
        return f"{attacker} assigns combat damage equal to its power ({power}), not {sum(assignment.values())}", "510.1a"
    if trample and player is not None and assignment.get(player.name):
        short = [b for b in blockers if assignment.get(b.name, 0) < lethal_damage(game, attacker, b)]
        if short:
            return (f"{attacker} can assign damage to {player.name} only once lethal damage is assigned to "
                    f"{', '.join(map(str, short))}", "702.19b")
    return None


def plan_damage_assignment(game: Game, player: Player, attacker: GameObject, assignment: dict[str, int]) -> None:
    """The attacking player chooses how ``attacker`` divides its combat damage in the next combat damage step
    (510.1c, 702.19b), before the step begins; refused (IllegalAction naming the rule) if it isn't legal."""
    from mtg_rulings.reference_engine.records import IllegalAction

    if attacker.controller is not player:
        raise IllegalAction(f"{player.name} doesn't control {attacker}", "510.1c")
    why = assignment_illegality(game, attacker, assignment)
    if why is not None:
        raise IllegalAction(*why)
    game.planned_damage[attacker.id] = dict(assignment)


def _attacker_assignment(game: Game, attacker: GameObject, power: int) -> dict[Any, int]:
    """Where a blocked or unblocked attacking creature's combat damage goes (510.1b, 510.1c, 702.19e)."""
    player = defending_player(game)
    if not is_blocked(game, attacker):
        return {player: power} if player is not None else {}  # 510.1b
    blockers = blockers_of(game, attacker)
    trample = game.has_keyword(attacker, "Trample")
    if not blockers:  # 510.1c: no damage, unless trample assigns it all to the player (702.19e)
        if trample and player is not None:
            game.log("702.19e", f"{attacker} is blocked by no creature now and has trample: all its damage goes to "
                                f"{player.name}")
            return {player: power}
        game.log("510.1c", f"{attacker} is blocked but no creature is blocking it now: it assigns no combat damage")
        return {}
    planned = game.planned_damage.pop(attacker.id, None)
    by_name: dict[str, Any] = {b.name: b for b in blockers} | ({player.name: player} if player else {})
    if planned is not None and all(n in by_name for n in planned):  # else a recipient left: choose again
        return {by_name[n]: k for n, k in planned.items()}
    if len(blockers) == 1 and not trample:
        return {blockers[0]: power}  # 510.1c: one blocker gets it all
    options = assignment_options(game, attacker, power, blockers, player, trample)
    if len(options) == 1:
        return options[0]
    labels = [describe_assignment(game, attacker, o) for o in options]
    chosen = game.decide(attacker.controller, "damage", f"assign {attacker.name}'s combat damage", labels)
    return options[labels.index(chosen)]


def combat_damage(game: Game) -> None:
    """510.1-510.2, 510.4: as a combat damage step begins, each attacking and blocking creature that deals damage in
    this step assigns combat damage equal to its power (510.1a; none with 0 or less): an unblocked attacker to the
    player it attacks (510.1b), a blocked one among the creatures blocking it (510.1c, with trample 702.19b), a
    blocker to the creature it blocks (510.1d); then all of it is dealt at once (510.2). If a creature with first
    strike or double strike is in combat as the first combat damage step begins, only those deal damage in it, and a
    second step follows (510.4)."""
    game.damage_steps[0] += 1
    in_combat = combatants(game)
    if game.damage_steps[0] == 1 and any(_strikes_first(game, o) for o in in_combat):
        game.damage_steps[1] = True
        game.log("510.4", "a creature in combat has first strike or double strike: this is the first combat damage "
                          "step, and only those creatures deal combat damage in it")
    dealing = [o for o in in_combat if _deals_damage_now(game, o)]
    assigned: list[tuple[GameObject, Any, int]] = []
    for obj in dealing:
        power = game.characteristics(obj).power or 0
        if power <= 0:
            continue  # 510.1a
        if obj.attacking:
            where = _attacker_assignment(game, obj, power)
        else:
            target = blocked_by(game, obj)
            where = {target: power} if target is not None else {}  # 510.1d
        assigned += [(obj, r, n) for r, n in where.items() if n > 0]
    for obj in dealing:
        game.struck.add(obj.id)
    to_players: list[GameObject] = []
    gained: dict[int, tuple[GameObject, int]] = {}
    for source, recipient, n in assigned:  # 510.2: dealt simultaneously
        dealt = game.deal_damage(source, recipient, n, lifelink=False, combat=True)
        gained[source.id] = (source, gained.get(source.id, (source, 0))[1] + dealt)
        if isinstance(recipient, Player):
            game.combat_damage_dealt[source.id] = game.combat_damage_dealt.get(source.id, 0) + n
            game.combat_damaged[source.id] = recipient
            if source not in to_players:
                to_players.append(source)
    for source, total in gained.values():  # 702.15b: one life gain for all the damage a source deals at once
        if total and game.has_keyword(source, "Lifelink"):
            game.gain_life(source.controller, total)
    if assigned:
        game.log("510.2", "combat damage is dealt: " + "; ".join(f"{s} deals {n} to {_label(game, r)}"
                                                                  for s, r, n in assigned))
    combat_cards.dealt_combat_damage(game, [s for s, total in gained.values() if total])  # delayed triggers
    if to_players:
        game.check_triggers("combat_damage_player", to_players)
