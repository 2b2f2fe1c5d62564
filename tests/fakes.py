"""Deliberately broken engines, to prove the harness reports each kind of trouble honestly.

Use them as ``--engine tests.fakes:WrongEngine`` and so on.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import os
import signal
import threading
import time
from collections import Counter
from collections.abc import Callable
from typing import Any
from unittest import mock

from mtg_rulings.adapters.contract import Unsupported
from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.model.scenario import ACTION_KINDS, Action, Decision, Response, Setup, Snapshot
from mtg_rulings.reference_engine.abilities import DrawThenMayCastFree
from mtg_rulings.reference_engine.mana import ManaPool


class WrongEngine(ReferenceEngine):
    """Answers like the reference engine but forgets every triggered ability it put on the stack."""

    name = "wrong"

    def observe(self) -> Snapshot:
        snapshot = super().observe()
        snapshot.triggered = snapshot.triggered[:1]
        return snapshot


class CrashingEngine(ReferenceEngine):
    """Crashes on every land play."""

    name = "crashing"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            raise RuntimeError("segfault-like crash inside the engine")
        return super().perform(action)


class HangingEngine(ReferenceEngine):
    """Never answers a land play."""

    name = "hanging"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            time.sleep(60)
        return super().perform(action)


class LingeringEngine(HangingEngine):
    """Hangs on a land play, and keeps a (non-daemon) thread running: a test process that loaded it never
    exits by itself once its session has ended."""

    name = "lingering"

    def __init__(self) -> None:
        super().__init__()
        threading.Thread(target=time.sleep, args=(3600,), name="lingering").start()


class InterruptingEngine(ReferenceEngine):
    """Raises KeyboardInterrupt on a land play (as an engine's own Ctrl-C handling might)."""

    name = "interrupting"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            raise KeyboardInterrupt
        return super().perform(action)


class TermOnCloseEngine(ReferenceEngine):
    """Sends SIGTERM to its process's parent when closed, i.e. once every scenario has run (run with
    --isolation none, that parent is `rulings run`)."""

    name = "term-on-close"

    def close(self) -> None:
        os.kill(os.getppid(), signal.SIGTERM)
        super().close()


class BrokenCloseEngine(ReferenceEngine):
    """Plays every scenario as the reference engine, then fails to close, with a BaseException as a Rust panic
    would (run with --isolation none)."""

    name = "broken-close"

    def close(self) -> None:
        super().close()
        raise Panic("the engine's close panicked")


class BlindEngine(ReferenceEngine):
    """Can't report triggered abilities, and says so."""

    name = "blind"
    capabilities = ReferenceEngine.capabilities - {"trigger-events"}


class PanickingEngine(ReferenceEngine):
    """Raises a BaseException that is not an Exception on every land play, as a Rust panic does
    (pyo3's PanicException derives from BaseException)."""

    name = "panicking"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            raise Panic("thread '<unnamed>' panicked at src/game.rs:1:1")
        return super().perform(action)


class Panic(BaseException):
    """Stands in for pyo3_runtime.PanicException."""


class LimitedEngine(ReferenceEngine):
    """Knows every action kind but putting cards onto the battlefield, and says so by its action kinds."""

    name = "limited"
    action_kinds = frozenset(ACTION_KINDS) - {"put_onto_battlefield"}
    capabilities = ReferenceEngine.capabilities


class RefusingEngine(ReferenceEngine):
    """Finds out only while running that it can't cast spells, and raises Unsupported."""

    name = "refusing"

    def perform(self, action: Action) -> Response:
        if action.kind == "cast_spell":
            raise Unsupported("casting spells")
        return super().perform(action)


class AnnotatingEngine(WrongEngine):
    """WrongEngine with a failure note, as the phase adapter adds its parser's gaps."""

    name = "annotating"

    def failure_notes(self) -> list[str]:
        return ["the engine's parser dropped something"]


# --- engines that try to take the whole run down (issue 17) --------------------------------------------


class ExitingEngine(ReferenceEngine):
    """Ends its process with exit code 0 on every land play, as a C library calling exit() would."""

    name = "exiting"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            os._exit(0)
        return super().perform(action)


class SegfaultEngine(ReferenceEngine):
    """Crashes the interpreter with SIGSEGV on every land play, as a bug in a compiled extension does."""

    name = "segfault"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            import ctypes

            ctypes.string_at(0)  # reads address 0
        return super().perform(action)


class NativeHangEngine(ReferenceEngine):
    """Loops in native code on every land play: ``sum`` over ``itertools.repeat`` runs in C, holding the GIL
    and never checking for signals, so no Python signal handler (the harness's time limit) runs until it
    ends, hours later, like a compiled extension stuck in a loop. When ``HANG_MARKER_ENV`` names a file, it
    is created just before the loop, so a test can act once the process is deaf to signals, not before."""

    name = "native-hang"
    HANG_MARKER_ENV = "RULINGS_TEST_NATIVE_HANG_MARKER"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            marker = os.environ.get(self.HANG_MARKER_ENV)
            if marker:
                with open(marker, "w", encoding="utf-8") as f:
                    f.write(str(os.getpid()))
            sum(itertools.repeat(1, 10**13))
        return super().perform(action)


class SwallowingEngine(ReferenceEngine):
    """Waits for a land play's answer in a retry loop that catches every Exception (and logs it), as engine
    code written to "never crash" does."""

    name = "swallowing"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                try:
                    time.sleep(0.05)
                except Exception:  # the point: the harness's time limit must get through this
                    continue
        return super().perform(action)


class StubbornEngine(ReferenceEngine):
    """Holds on through every alarm (a bare ``except:`` in a loop) for HOLD_S seconds before a land play, then
    answers correctly: in time, its scenarios would pass."""

    name = "stubborn"
    HOLD_S = 3.0

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            deadline = time.monotonic() + self.HOLD_S
            while time.monotonic() < deadline:
                with contextlib.suppress(BaseException):  # the point: even the time limit is swallowed
                    time.sleep(0.05)
        return super().perform(action)


class ForkThenExitEngine(ReferenceEngine):
    """On a land play, forks a child that keeps the process's pipes open (sleeping), then exits 0 itself."""

    name = "fork-then-exit"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            if os.fork() == 0:
                time.sleep(300)
                os._exit(0)
            os._exit(0)
        return super().perform(action)


class HugeMessageEngine(ReferenceEngine):
    """Crashes on a land play with a 30 MB message."""

    name = "huge-message"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            raise RuntimeError("y" * (30 * 1024 * 1024))
        return super().perform(action)


class UnprintableError(Exception):
    def __str__(self) -> str:
        raise ValueError("no words for it")


class UnprintableErrorEngine(ReferenceEngine):
    """Crashes on a land play with an exception whose ``__str__`` itself raises."""

    name = "unprintable-error"

    def perform(self, action: Action) -> Response:
        if action.kind == "play_land":
            raise UnprintableError
        return super().perform(action)


class SurrogateEngine(ReferenceEngine):
    """Says why it refuses in text holding a lone surrogate (as bytes decoded with surrogateescape are), and
    crashes with one in the message."""

    name = "surrogate"

    def perform(self, action: Action) -> Response:
        answer = super().perform(action)
        if action.kind == "play_land" and not answer.accepted:
            return Response(False, "refus\udcff\udcfe\x00", answer.rule)
        if action.kind == "cast_spell":
            raise RuntimeError("bad byte \udcff in the engine")
        return answer


class BadVersionEngine(ReferenceEngine):
    """Declares its version as a number."""

    name = "bad-version"
    version = 1.5  # type: ignore[assignment]


class BadCapabilitiesEngine(ReferenceEngine):
    """Declares a capability outside the vocabulary and an action kind that doesn't exist."""

    name = "bad-capabilities"
    capabilities = frozenset({"counters", "time-travel"})
    action_kinds = frozenset({"play_land", "teleport"})


class LaxEngine(ReferenceEngine):
    """Says yes to every action, even one the rules forbid (what the reference engine refuses, it accepts)."""

    name = "lax"

    def perform(self, action: Action) -> Response:
        answer = super().perform(action)
        return answer if answer.accepted else Response(True)


# --- engines each built to get one ruling wrong (tests/test_verdicts.py proves the corpus catches each) ---


class StackWithoutCharacteristicsEngine(ReferenceEngine):
    """Reports spells on the stack without their subtypes and Adventure, as if they had none (what this
    suite's own snapshot once did)."""

    name = "stack-without-characteristics"

    def observe(self) -> Snapshot:
        snapshot = super().observe()
        for item in snapshot.stack:
            if item.kind == "spell":
                item.subtypes, item.adventure = [], None
        return snapshot


class ControllerBlindDoublerEngine(ReferenceEngine):
    """Applies "triggers an additional time" effects (603.2d) whatever entered and whoever controls it."""

    name = "controller-blind-doubler"

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        super().start(setup, decisions)
        game = self._game()
        game._multiplies = lambda a, m, source, cause: a.affects(game, source, m)  # type: ignore[method-assign]


class NoRewindEngine(ReferenceEngine):
    """Doesn't reverse an action that fails midway (732.1): what a cast did before it failed stands."""

    name = "no-rewind"

    def perform(self, action: Action) -> Response:
        with mock.patch("mtg_rulings.reference_engine.rewind.restore", lambda saved: None), \
                mock.patch("mtg_rulings.adapters.reference.restore", lambda saved: None):
            return super().perform(action)


class GenericTargetRuleEngine(ReferenceEngine):
    """Refuses every illegal target by the general rule on targets (115.1), whatever forbids it."""

    name = "generic-target-rule"

    def perform(self, action: Action) -> Response:
        response = super().perform(action)
        if not response.accepted and response.rule.startswith("702."):
            response.rule = "115.1"
        return response


# --- engines for the scenario review (docs/review-2026-11-30.md): each gets wrong just what a reviewed
# --- scenario's name claims, where the scenario as it was written before the review passed it


class TeamDoublerEngine(ReferenceEngine):
    """Reads "a permanent you control" in a 603.2d effect as "you or your teammate" (Two-Headed Giant, 810.5)."""

    name = "team-doubler"

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        super().start(setup, decisions)
        game = self._game()
        mine = game._multiplies

        def multiplies(a: Any, m: Any, source: Any, cause: Any) -> bool:
            team = m.controller.team
            teammate = team is not None and source.controller is not m.controller and source.controller.team is team
            if teammate:  # judge it as if the teammate's permanent were the effect's controller's
                return a.cause is None or (cause is not None and a.cause(game, cause, m))
            return mine(a, m, source, cause)

        game._multiplies = multiplies  # type: ignore[method-assign]


class EquipmentAnywhereEngine(ReferenceEngine):
    """While Cloud is equipped, doubles the triggered abilities of every Equipment its controller controls, not
    only those attached to Cloud."""

    name = "equipment-anywhere"

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        super().start(setup, decisions)
        game = self._game()
        mine = game._multiplies

        def multiplies(a: Any, m: Any, source: Any, cause: Any) -> bool:
            any_equipment = (a.active is not None and source.controller is m.controller
                             and "Equipment" in game.characteristics(source).subtypes)
            return any_equipment or mine(a, m, source, cause)

        game._multiplies = multiplies  # type: ignore[method-assign]


class OwnEntersAlwaysDoubledEngine(ReferenceEngine):
    """Makes a permanent's own "enters" ability trigger an additional time under Traveling Chocobo whatever the
    permanent is (the ruling says: as long as it's a land or Bird you control)."""

    name = "own-enters-always-doubled"

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        super().start(setup, decisions)
        game = self._game()
        mine = game._multiplies

        def multiplies(a: Any, m: Any, source: Any, cause: Any) -> bool:
            own = a.event == "enters" and cause is source and source.controller is m.controller
            return own or mine(a, m, source, cause)

        game._multiplies = multiplies  # type: ignore[method-assign]


class TokensAreNotBirdsEngine(ReferenceEngine):
    """Counts only cards as "a land or Bird" entering for 603.2d effects: a Bird token entering adds nothing."""

    name = "tokens-are-not-birds"

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        super().start(setup, decisions)
        game = self._game()
        mine = game._multiplies
        game._multiplies = lambda a, m, source, cause: (  # type: ignore[method-assign]
            not (cause is not None and cause.card.is_token) and mine(a, m, source, cause))


class BirdsFromTheTopForEveryoneEngine(ReferenceEngine):
    """Lets every player cast a Bird spell from the top of their library, with or without Traveling Chocobo."""

    name = "birds-from-the-top-for-everyone"

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        super().start(setup, decisions)
        game = self._game()
        mine = game._library_top_permission

        def permission(player: Any, obj: Any, land: bool) -> Any:
            bird = not land and obj is player.library.top() and "Bird" in game.characteristics(obj).subtypes
            return mine(player, obj, land) or ("the top of the library" if bird else None)

        game._library_top_permission = permission  # type: ignore[method-assign]


class LookingTakesPriorityEngine(ReferenceEngine):
    """Treats looking at the top card of a library as an action that gives the looking player priority."""

    name = "looking-takes-priority"

    def perform(self, action: Action) -> Response:
        response = super().perform(action)
        if action.kind == "look_at_library_top" and response.accepted:
            game = self._game()
            game.priority = game.player(str(action.player))
        return response


class SorceryRuleForAllEngine(ReferenceEngine):
    """Refuses every spell or ability cast or activated at the wrong time by the sorcery rule, 307.1."""

    name = "sorcery-rule-for-all"

    def perform(self, action: Action) -> Response:
        response = super().perform(action)
        if not response.accepted and response.rule in ("302.1", "602.5d"):
            response.rule = "307.1"
        return response


class FreeFromExileEngine(ReferenceEngine):
    """Checks that a card cast from exile could be paid for, then takes no mana for it."""

    name = "free-from-exile"

    def perform(self, action: Action) -> Response:
        if action.kind == "cast_spell" and action.zone == "exile":
            with mock.patch.object(ManaPool, "pay", lambda pool, total: Counter()):
                return super().perform(action)
        return super().perform(action)


class CardManaValueForAdventuresEngine(ReferenceEngine):
    """Judges an Adventure by its card's mana value when Buster Sword limits the mana value of the spell it lets
    its controller cast: Jidoor's 0 lets Overture, mana value 6, through."""

    name = "card-mana-value-for-adventures"

    def perform(self, action: Action) -> Response:
        apply = DrawThenMayCastFree.apply

        def card_mana_value(effect: Any, g: Any, ctx: Any) -> None:
            swapped = {}
            for obj in ctx.controller.hand:  # while choosing, each Adventure costs what its card costs ({0}: a land)
                if obj.card.adventure is not None:
                    swapped[obj.id] = obj.card
                    obj.card = dataclasses.replace(obj.card, adventure=dataclasses.replace(
                        obj.card.adventure, mana_cost=obj.card.mana_cost or "{0}"))
            try:
                apply(effect, g, ctx)
            finally:
                for obj in ctx.controller.hand:
                    obj.card = swapped.get(obj.id, obj.card)

        with mock.patch.object(DrawThenMayCastFree, "apply", card_mana_value):
            return super().perform(action)


class ForgetsChosenNameEngine(ReferenceEngine):
    """Asks for a card name as Meddling Mage enters, then forgets it."""

    name = "forgets-chosen-name"

    def perform(self, action: Action) -> Response:
        response = super().perform(action)
        for obj in self._game().permanents():
            obj.chosen_name = None
        return response


class PatchedEngine(ReferenceEngine):
    """The reference engine with some of its rules replaced (each of ``patches`` makes a context manager, e.g. a
    ``mock.patch``) while it performs an action or is observed: an engine built to get one rule wrong."""

    patches: tuple[Callable[[], Any], ...] = ()

    def _patched(self) -> contextlib.ExitStack:
        stack = contextlib.ExitStack()
        for make in self.patches:
            stack.enter_context(make())
        return stack

    def perform(self, action: Action) -> Response:
        with self._patched():
            return super().perform(action)

    def observe(self) -> Snapshot:
        with self._patched():
            return super().observe()


def patched_engine(name: str, *patches: Callable[[], Any]) -> type[PatchedEngine]:
    """A :class:`PatchedEngine` class named ``name`` with ``patches``."""
    return type(name, (PatchedEngine,), {"name": name, "patches": patches})


# --- combat (reference_engine/combat.py): engines built to get one combat rule wrong --------------------------------


def _without_keywords(*keywords: str) -> Callable[[], Any]:
    """A patch making ``Game.has_keyword`` deny ``keywords`` (an engine that doesn't apply them)."""
    from mtg_rulings.reference_engine.game import Game

    real = Game.has_keyword
    return lambda: mock.patch.object(Game, "has_keyword", lambda g, o, k: k not in keywords and real(g, o, k))


def _combat_patch(name: str, replacement: Callable[..., Any]) -> Callable[[], Any]:
    from mtg_rulings.reference_engine import combat

    return lambda: mock.patch.object(combat, name, replacement)


def _restriction_ignored(rule: str) -> Callable[[], Any]:
    """``block_illegality`` that lets through what ``rule`` forbids."""
    from mtg_rulings.reference_engine import combat

    real = combat.block_illegality

    def check(game: Any, player: Any, blocker: Any, attacker: Any) -> Any:
        why = real(game, player, blocker, attacker)
        return None if why is not None and why[1] == rule else why

    return _combat_patch("block_illegality", check)


def _no_block_triggers() -> Any:
    from mtg_rulings.reference_engine.game import Game

    real = Game.check_triggers
    return mock.patch.object(Game, "check_triggers", lambda g, event, objs: None if event in (
        "blocks", "becomes_blocked") else real(g, event, objs))


def _blockers_deal_no_damage() -> Any:
    from mtg_rulings.reference_engine import combat

    real = combat.blocked_by
    # a blocking creature deals damage to the creature blocked_by names: name none while damage is dealt
    return mock.patch.object(combat, "blocked_by", lambda g, o: None if g.step == "combat_damage" and
                             not o.attacking and g.damage_steps[0] else real(g, o))


def _unblocked_once_blockers_gone() -> Any:
    """509.1h wrong: an attacking creature whose blockers all left counts as unblocked."""
    from mtg_rulings.reference_engine import combat

    real = combat.is_blocked
    return mock.patch.object(combat, "is_blocked", lambda g, a: real(g, a) and bool(combat.blockers_of(g, a)))


def _double_strike_once() -> Any:
    """702.4b wrong: a creature with double strike deals only first-strike damage."""
    from mtg_rulings.reference_engine import combat

    real = combat._deals_damage_now
    return mock.patch.object(combat, "_deals_damage_now", lambda g, o: real(g, o) and not (
        g.damage_steps[0] == 2 and o.id in g.struck))


def _lethal_ignores_deathtouch() -> Any:
    from mtg_rulings.reference_engine import combat

    return mock.patch.object(combat, "lethal_damage", lambda g, s, c: max(
        0, (g.characteristics(c).toughness or 0) - c.damage))


def _reports_no_blocks() -> Any:
    """An engine that reports no creature as blocking (its view of the combat is wrong, not its rules)."""
    from mtg_rulings.reference_engine import combat

    return mock.patch.object(combat, "blocked_by", lambda g, o: None)


FlyingIgnoredEngine = patched_engine("flying-ignored", _restriction_ignored("702.9b"))
ReachIgnoredEngine = patched_engine("reach-ignored", _without_keywords("Reach"))
MenaceIgnoredEngine = patched_engine("menace-ignored", _without_keywords("Menace"))
CantBlockIgnoredEngine = patched_engine("cant-block-ignored", _restriction_ignored("509.1b"))
TappedBlockersEngine = patched_engine("tapped-blockers", _restriction_ignored("509.1a"))
NoFirstStrikeEngine = patched_engine("no-first-strike", _without_keywords("First strike", "Double strike"))
DoubleStrikeOnceEngine = patched_engine("double-strike-once", _double_strike_once)
NoTrampleEngine = patched_engine("no-trample", _without_keywords("Trample"))
TrampleWithoutLethalEngine = patched_engine("trample-without-lethal",
                                            _combat_patch("lethal_damage", lambda g, s, c: 0))
LethalIgnoresDeathtouchEngine = patched_engine("lethal-ignores-deathtouch", _lethal_ignores_deathtouch)
NoDeathtouchEngine = patched_engine("no-deathtouch", _without_keywords("Deathtouch"))
NoLifelinkEngine = patched_engine("no-lifelink", _without_keywords("Lifelink"))
NoIndestructibleEngine = patched_engine("no-indestructible", _without_keywords("Indestructible"))
NoVigilanceEngine = patched_engine("no-vigilance", _without_keywords("Vigilance"))
NoBlockTriggersEngine = patched_engine("no-block-triggers", _no_block_triggers)
BlockersDealNoDamageEngine = patched_engine("blockers-deal-no-damage", _blockers_deal_no_damage)
UnblockedOnceBlockersGoneEngine = patched_engine("unblocked-once-blockers-gone", _unblocked_once_blockers_gone)
BlocksIgnoredEngine = patched_engine("blocks-ignored", _combat_patch("is_blocked", lambda g, a: False))
ReportsNoBlocksEngine = patched_engine("reports-no-blocks", _reports_no_blocks)
AllAttackersBlockedEngine = patched_engine("all-attackers-blocked", _combat_patch("is_blocked", lambda g, a: a.attacking))


def _lifelink_per_recipient() -> Any:
    """702.15b wrong: a life gain for each creature or player a source with lifelink deals combat damage to."""
    from mtg_rulings.reference_engine.game import Game

    real = Game.deal_damage
    return mock.patch.object(Game, "deal_damage", lambda g, s, t, n, lifelink=True, **kw: real(g, s, t, n, **kw))


LifelinkPerRecipientEngine = patched_engine("lifelink-per-recipient", _lifelink_per_recipient)


class DeclaresNothingEngine(ReferenceEngine):
    """Declares no capability, action kind or check kind: every scenario is unsupported, none judged."""

    name = "declares-nothing"
    capabilities = frozenset()
    action_kinds = frozenset()
    check_kinds = frozenset()


# --- engines for issue 25: each gets wrong one rule on targets the reference engine once got wrong


def _source_never_a_target() -> Any:
    """Wrong: an ability's source is left out of its legal targets, as if 115.5 forbade it."""
    from mtg_rulings.reference_engine.game import Game
    choose = Game._choose_targets

    def choose_targets(game: Any, player: Any, spec: Any, source: Any, itself: Any = None) -> Any:
        return choose(game, player, spec, source, itself=source)

    return mock.patch.object(Game, "_choose_targets", choose_targets)


def _only_spells_target() -> Any:
    """Wrong: "becomes the target" is raised only for spells, never for an activated or triggered ability."""
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import StackAbility
    became = Game._became_targets
    return mock.patch.object(Game, "_became_targets", lambda game, item, targets: (
        None if isinstance(item, StackAbility) else became(game, item, targets)))


def _up_to_needs_one() -> Any:
    """Wrong: "up to N targets" needs at least one, as a plain "target" does."""
    from mtg_rulings.reference_engine.abilities import TargetSpec
    return mock.patch.object(TargetSpec, "fewest", property(lambda spec: 1))


SourceNeverATargetEngine = patched_engine("source-never-a-target", _source_never_a_target)
OnlySpellsTargetEngine = patched_engine("only-spells-target", _only_spells_target)
UpToNeedsOneEngine = patched_engine("up-to-needs-one", _up_to_needs_one)


# --- engines for issue 25's rules no scenario pinned down


def _deathtouch_ignored() -> Any:
    """Wrong: deathtouch makes no damage lethal (702.2b ignored)."""
    from mtg_rulings.reference_engine.game import Game
    has = Game.has_keyword
    return mock.patch.object(Game, "has_keyword", lambda game, obj, k: k != "Deathtouch" and has(game, obj, k))


def _zero_damage_dealt() -> Any:
    """Wrong: a source with deathtouch that would deal 0 damage to a creature counts as having dealt it (120.8
    ignored), so the creature is destroyed by the next damage dealt to it that turn."""
    from mtg_rulings.reference_engine.game import Game
    deal = Game.deal_damage

    def deal_damage(game: Any, source: Any, target: Any, n: int) -> None:
        if n == 0 and getattr(target, "zone", None) is game.battlefield and game.has_keyword(source, "Deathtouch"):
            target.deathtouched = True
        deal(game, source, target, n)

    return mock.patch.object(Game, "deal_damage", deal_damage)


def _would_die_always_first() -> Any:
    """Wrong: a "would die" replacement effect always applies before a finality counter, without asking the dying
    creature's controller (616.1)."""
    from mtg_rulings.reference_engine import zone_changes
    from mtg_rulings.reference_engine.abilities import WouldDieInstead

    def replacement(game: Any, obj: Any) -> Any:
        found = [(s, a) for s, a in game.statics(WouldDieInstead) if a.filter(game, obj, s)]
        return found[0] if found else None

    return mock.patch.object(zone_changes, "_replacement", replacement)


DeathtouchIgnoredEngine = patched_engine("deathtouch-ignored", _deathtouch_ignored)
ZeroDamageDealtEngine = patched_engine("zero-damage-dealt", _zero_damage_dealt)
WouldDieAlwaysFirstEngine = patched_engine("would-die-always-first", _would_die_always_first)


def assert_fails_only_when_wrong(scenario: Any, wrong: type[PatchedEngine]) -> None:
    """``scenario`` passes on the reference engine and fails (a verdict, not an error) on ``wrong``."""
    from mtg_rulings.adapters.harness import execute

    assert execute(scenario, ReferenceEngine(), timeout_s=None).status == "passed"
    outcome = execute(scenario, wrong(), timeout_s=None)
    assert outcome.status == "failed", outcome.message


# --- whose fault a verdict is (issue 24: docs/verdicts.md) ----------------------------------------------


class RuleSilentEngine(ReferenceEngine):
    """Refuses what the reference engine refuses, but never cites a rule: the rule of each expected refusal is
    left unjudged, and the result says so."""

    name = "rule-silent"

    def perform(self, action: Action) -> Response:
        answer = super().perform(action)
        return dataclasses.replace(answer, rule="", during=[dataclasses.replace(d, rule="") for d in answer.during])


class TranslatedWrongEngine(WrongEngine):
    """WrongEngine behind a translating adapter (``answers_for_itself`` False) that writes no reproduction: its
    failures are the adapter's until verified."""

    name = "translated-wrong"
    answers_for_itself = False


class ReproducedWrongEngine(TranslatedWrongEngine):
    """A translating adapter whose standalone reproduction reproduces each failure: the engine's fault."""

    name = "reproduced-wrong"

    def reproduce(self, scenario: Any, message: str) -> Any:
        from mtg_rulings.adapters.contract import Reproduction

        return Reproduction(f"# reproduction of {scenario.id}\nassert False\n", True, "1 triggered ability")


class GuessingEngine(TranslatedWrongEngine):
    """A translating adapter whose reproduction reproduces each failure, but only by replaying an answer to the engine's
    prompts that the scenario doesn't script: that verifies nothing, the failure stays the adapter's."""

    name = "guessing"

    def reproduce(self, scenario: Any, message: str) -> Any:
        from mtg_rulings.adapters.contract import Reproduction

        return Reproduction(f"# reproduction of {scenario.id}\nassert False\n", True, "1 triggered ability",
                            unscripted=("declined an offer to Alice the scenario doesn't script",))


class MistranslatingEngine(TranslatedWrongEngine):
    """A translating adapter whose failures don't reproduce in the engine's own terms: the adapter's mistake."""

    name = "mistranslating"

    def reproduce(self, scenario: Any, message: str) -> Any:
        from mtg_rulings.adapters.contract import Reproduction

        return Reproduction(f"# reproduction of {scenario.id}\n", False, "2 triggered abilities, as the ruling says")


class ChoosingEngine(ReferenceEngine):
    """A translating adapter whose engine asks ``choices`` open choices, of two answers each, as the game starts (the
    scenario scripts none): with the first one answered as in ``wrong`` it forgets the triggered abilities it put
    on the stack; its reproduction reproduces each failure. ``unsteady``: a failing play doesn't fail again;
    ``crash``: the first answers after which the adapter crashes."""

    name = "choosing"
    answers_for_itself = False
    explores_open_choices = True

    def __init__(self, wrong: set[int], choices: int = 1, unsteady: bool = False, crash: frozenset[int] = frozenset()) -> None:
        super().__init__()
        self._wrong_answers, self._choices, self._unsteady, self._wrong, self._failed = wrong, choices, unsteady, False, 0
        self._crash = crash  # first answers after which the adapter crashes (the play is errored)

    def start(self, setup: Any, decisions: Any) -> None:
        from mtg_rulings.adapters.contract import OpenChoice

        super().start(setup, decisions)
        plan = [*self.choice_plan, *[0] * self._choices][:self._choices]
        self.open_choices = [OpenChoice(f"Alice's may choice: a test prompt{f' {i}' if i else ''}", ("yes", "no"), t)
                             for i, t in enumerate(plan)]
        self._wrong = plan[0] in self._wrong_answers and not (self._unsteady and self._failed)
        self._failed += self._wrong
        if plan[0] in self._crash:
            raise RuntimeError("the adapter broke after this answer")

    def observe(self) -> Snapshot:
        snapshot = super().observe()
        if self._wrong:
            snapshot.triggered = snapshot.triggered[:1]
        return snapshot

    def reproduce(self, scenario: Any, message: str) -> Any:
        from mtg_rulings.adapters.contract import Reproduction

        answers = tuple(c.taken for c in self.open_choices)
        return Reproduction(f"# reproduction of {scenario.id}, answers {answers}\nassert False\n", True,
                            "1 triggered ability")


class EngineLimitedEngine(ReferenceEngine):
    """A translating adapter lacking counters, which it looked up in the engine's API."""

    name = "engine-limited"
    answers_for_itself = False
    capabilities = ReferenceEngine.capabilities - {"counters"}
    engine_limits = {"counters": "no counter in Engine.state() (searched its 1.0 API)"}  # noqa: RUF012


def _misreading(base: type, name: str, doc: str, misread: Callable[[Snapshot], Snapshot]) -> type:
    """A real translating adapter ``base`` with a planted translation mistake ``misread`` in what it observes once the
    game is set up (its setup is read right, so it starts): a failure it causes is the adapter's, and its
    standalone reproduction, in the engine's own terms, must get the ruling's answer."""

    def observe(self: Any) -> Snapshot:
        snapshot = base.observe(self)
        return misread(snapshot) if getattr(self, "_misread", False) else snapshot

    def start(self: Any, setup: Setup, decisions: list[Decision]) -> None:
        self._misread = False
        base.start(self, setup, decisions)
        self._misread = True

    return type(name, (base,), {"__doc__": doc, "name": base.name, "observe": observe, "start": start})


def phase_misreading_life() -> Any:
    """The phase adapter reading every life total one lower than phase's state says (issue 24: a reproduction tells
    an adapter's mistake from phase's)."""
    from mtg_rulings.adapters.phase.engine import PhaseEngine

    def misread(s: Snapshot) -> Snapshot:
        return dataclasses.replace(s, players=[dataclasses.replace(p, life=p.life - 1) for p in s.players])

    return _misreading(PhaseEngine, "PhaseMisreadingLife", phase_misreading_life.__doc__ or "", misread)()


def python_mtg_misreading_power() -> Any:
    """The python-mtg adapter reading every creature's power one higher than python-mtg says."""
    from mtg_rulings.adapters.python_mtg.engine import PythonMtgEngine

    def misread(s: Snapshot) -> Snapshot:
        return dataclasses.replace(s, battlefield=[dataclasses.replace(o, power=o.power + 1) if isinstance(o.power, int)
                                                   else o for o in s.battlefield])

    return _misreading(PythonMtgEngine, "PythonMtgMisreadingPower", python_mtg_misreading_power.__doc__ or "",
                       misread)()


# --- plot (reference_engine/plot.py): an engine built to get Lilah's "as it resolves" wrong -------------------------


def _plotted_whenever_it_would_go_to_a_graveyard() -> Any:
    """Lilah's replacement applied to every move of the marked spell to a graveyard, not only as it resolves: a
    countered spell is exiled too (the ruling says it goes to its owner's graveyard)."""
    from mtg_rulings.reference_engine import replacements

    real = replacements.destination

    def destination(game: Any, obj: Any, zone: Any) -> Any:
        if obj.id in game.__dict__.get("plot_as_resolves", ()) and any(p.graveyard is zone for p in game.players):
            return game.exile
        return real(game, obj, zone)

    return mock.patch.object(replacements, "destination", destination)


LilahPlotsCounteredEngine = patched_engine("lilah-plots-countered", _plotted_whenever_it_would_go_to_a_graveyard)


# --- expend and scry (reference_engine/expend.py, scry.py): engines built to get a pending ruling wrong ------------


def _expend_every_payment_past_n() -> Any:
    """"Whenever you expend N" triggering on every payment that leaves the player at N or more mana spent on spells
    this turn, not only on the one that reaches N (700.14: once in a turn)."""
    from mtg_rulings.reference_engine import expend

    return mock.patch.object(expend, "reached", lambda player, n: player.expend_crossed[1] >= n)


def _scry_only_with_its_source() -> Any:
    """A "scry 1" of a triggered ability that does nothing once the ability's source has left the battlefield (the
    ruling of Veteran Guardmouse says the player still scries)."""
    from mtg_rulings.reference_engine import scry

    real = scry.Scry.apply

    def apply(effect: Any, game: Any, ctx: Any) -> None:
        if ctx.source_permanent(game) is not None:
            real(effect, game, ctx)

    return mock.patch.object(scry.Scry, "apply", apply)


ExpendEveryTimeEngine = patched_engine("expend-every-time", _expend_every_payment_past_n)
ScryNeedsItsSourceEngine = patched_engine("scry-needs-its-source", _scry_only_with_its_source)


def _life_total_set_directly() -> Any:
    """"Life total becomes N" writing N over the life total, not gaining or losing the difference (119.5): a player
    who can't gain life (119.7) gets the higher total all the same."""
    from mtg_rulings.reference_engine import player_effects

    def apply(effect: Any, game: Any, ctx: Any) -> None:
        for player in ctx.targets:
            player.life = effect.amount

    return mock.patch.object(player_effects.TargetPlayersLifeTotalBecomes, "apply", apply)


LifeTotalSetDirectlyEngine = patched_engine("life-total-set-directly", _life_total_set_directly)
