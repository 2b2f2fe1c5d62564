"""Adapter self-tests on the real engines (issue 24, item 4): an adapter's translation is checked here, both ways,
so that an adapter fault is caught by the suite's own tests, not shown to an engine author as a verdict.

- Setup written, then read back: for every scenario of the corpus whose setup the adapter accepts, the engine's
  game just set up, as the adapter observes it, equals the scenario's setup, for every setup kind (each zone by
  name and order, each permanent's controller, tapped status, counters, token and attachment, life totals, mana
  pools, whose step it is).
- Observations against the engine's raw state: on a sample of positions (the corpus's setups, and each after
  its first action), every object the adapter reports on the battlefield matches phase's own object (name,
  controller, owner, tapped, counters, power and toughness).
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from mtg_rulings.adapters.contract import Engine, Unsupported
from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.model.scenario import MISSING, Action, Scenario, Setup, Snapshot

ENGINES = {"phase": "mtg_rulings.adapters.phase.engine:PhaseEngine", "python-mtg": "mtg_rulings.adapters.python_mtg.engine:PythonMtgEngine"}
#: Setup kinds each adapter's engine keeps in order: python-mtg's hidden zones are unordered piles.
ORDERED = {"phase": True, "python-mtg": False}
#: Of the positions, how many are compared with the engine's raw state (the first of the corpus, in id order).
SAMPLE = 60


def _installed(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


@pytest.fixture(scope="module")
def corpus(exported: dict[str, Path]) -> list[Scenario]:
    scenarios = Corpus.read(exported["json"] / "corpus.json").scenarios
    return sorted((s for s in scenarios if not s.pending and s.setup.begun), key=lambda s: s.id)


def _load(name: str) -> Engine:
    from mtg_rulings.adapters.registry import load_engine

    return load_engine(ENGINES[name])


def _permanents(setup: Setup) -> Counter[tuple[Any, ...]]:
    return Counter((c.name, p.name, c.tapped, tuple(sorted((k, n) for k, n in c.counters.items() if n)), c.token)
                   for p in setup.players for c in p.battlefield)


def _observed_permanents(snapshot: Snapshot) -> Counter[tuple[Any, ...]]:
    return Counter((o.name, o.controller, o.tapped, tuple(sorted((k, n) for k, n in o.counters.items() if n)), o.token)
                   for o in snapshot.battlefield)


def setup_differences(setup: Setup, snapshot: Snapshot, ordered: bool) -> list[str]:
    """Every way the observed game differs from the setup, per setup kind."""
    problems = []
    if _permanents(setup) != _observed_permanents(snapshot):
        problems.append(f"battlefield {_observed_permanents(snapshot)} instead of {_permanents(setup)}")
    by_id = {o.id: o for o in snapshot.battlefield}
    attached = Counter((o.name, by_id[o.attached_to].name) for o in snapshot.battlefield if o.attached_to in by_id)
    wanted = Counter((c.name, c.attached_to) for p in setup.players for c in p.battlefield if c.attached_to)
    if attached != wanted:
        problems.append(f"attachments {dict(attached)} instead of {dict(wanted)}")
    exile = Counter((o.name, o.owner) for o in snapshot.exile)
    if exile != Counter((c.name, p.name) for p in setup.players for c in p.exile):
        problems.append(f"exile {dict(exile)}")
    for ps in setup.players:
        pv = snapshot.player(ps.name)
        for zone in ("library", "hand", "graveyard"):
            want: Any = [c.name for c in getattr(ps, zone)]
            got: Any = [o.name for o in getattr(pv, zone)]
            if not ordered:
                want, got = Counter(want), Counter(got)
            if want != got:
                problems.append(f"{ps.name}'s {zone} {got} instead of {want}")
        # a field the adapter doesn't report (MISSING) can't be read back; checks reading it are `unsupported`
        if pv.life is not MISSING and pv.life != ps.life and not setup.teams:
            problems.append(f"{ps.name}'s life {pv.life} instead of {ps.life}")
        if ps.mana_pool and (pv.mana_pool is MISSING or not any(pv.mana_pool.values())):
            problems.append(f"{ps.name}'s mana pool {pv.mana_pool} instead of {ps.mana_pool}")
    if MISSING not in (snapshot.active_player, snapshot.step) and (
            snapshot.active_player, snapshot.step) != (setup.active_player, setup.step):
        problems.append(f"{snapshot.active_player}'s {snapshot.step} instead of {setup.active_player}'s {setup.step}")
    return problems


@pytest.mark.parametrize("name", list(ENGINES))
def test_a_setup_written_then_read_back_equals_the_scenarios(corpus: list[Scenario], name: str) -> None:
    module = {"phase": "phase", "python-mtg": "mtg"}[name]
    if not _installed(module):
        pytest.skip(f"{name}'s package is not installed")
    engine = _load(name)
    checked, wrong = 0, []
    for scenario in corpus:
        try:
            engine.start(scenario.setup, scenario.decisions)
        except Unsupported:
            continue
        except Exception as e:  # a setup the adapter can't write is an adapter fault too
            wrong.append(f"{scenario.id}: {type(e).__name__}: {str(e)[:200]}")
            continue
        checked += 1
        problems = setup_differences(scenario.setup, engine.observe(), ORDERED[name])
        if problems:
            wrong.append(f"{scenario.id}: " + "; ".join(problems))
    engine.close()
    # python-mtg's adapter takes few setups (two players at the start of a turn, cards python-mtg implements)
    assert checked >= {"phase": len(corpus) // 2, "python-mtg": 50}[name], f"only {checked} of {len(corpus)} setups"
    assert not wrong, f"{len(wrong)} setup(s) not read back as written on {name}:\n" + "\n".join(wrong[:20])


def test_phase_observations_match_its_raw_state(corpus: list[Scenario]) -> None:
    if not _installed("phase"):
        pytest.skip("phase-python is not installed")
    engine: Any = _load("phase")
    compared = 0
    for scenario in corpus[:SAMPLE]:
        try:
            engine.start(scenario.setup, scenario.decisions)
            positions = [engine.observe()]
            first = next((s for s in scenario.steps if isinstance(s, Action)), None)
            if first is not None:
                engine.perform(first)
                positions.append(engine.observe())
        except Exception:  # an unsupported or refused position is not a sample
            continue
        for snapshot in positions[-1:]:
            names = [p.name for p in snapshot.players]
            raw = {str(o["id"]): o for o in engine.game.battlefield()}
            assert {o.id for o in snapshot.battlefield} == set(raw), scenario.id
            for view in snapshot.battlefield:
                o = raw[view.id]
                creature = "Creature" in (o.get("card_types") or {}).get("core_types", [])
                assert (view.name, view.controller, view.owner, view.tapped) == (
                    o["name"], names[o["controller"]], names[o["owner"]], bool(o.get("tapped"))), scenario.id
                assert sum(view.counters.values()) == sum(n for n in (o.get("counters") or {}).values()), scenario.id
                if creature:
                    assert (view.power, view.toughness) == (o.get("power"), o.get("toughness")), scenario.id
            stack = engine.game.stack()
            assert len(snapshot.stack) == len(stack), scenario.id
            for seat, player in enumerate(snapshot.players):
                assert player.life == engine.game.player(seat)["life"], scenario.id
            compared += 1
    engine.close()
    assert compared >= SAMPLE // 2, f"only {compared} positions compared"


def test_the_read_back_catches_each_kind_of_setup_mistake(corpus: list[Scenario]) -> None:
    """On the reference engine every setup reads back; an adapter that got a setup kind wrong is caught."""
    from mtg_rulings.adapters.reference import ReferenceEngine

    engine = ReferenceEngine()
    scenario = next(s for s in corpus if any(c.counters for p in s.setup.players for c in p.battlefield)
                    and any(p.hand for p in s.setup.players))
    engine.start(scenario.setup, scenario.decisions)
    snapshot = engine.observe()
    assert setup_differences(scenario.setup, snapshot, True) == []
    permanent = next(o for o in snapshot.battlefield if o.counters)
    permanent.counters, permanent.tapped = {}, not permanent.tapped
    snapshot.players[0].hand.reverse()
    snapshot.players[0].hand.append(snapshot.players[0].hand[0])
    problems = setup_differences(scenario.setup, snapshot, True)
    assert any(p.startswith("battlefield") for p in problems) and any("hand" in p for p in problems), problems
