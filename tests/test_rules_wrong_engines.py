"""Issue 25: the rules scenarios written for the reference engine's wrong answers and for the rules no scenario
pinned down, and the rulings made executable from the pending features (Junkblade Bruiser's expend 4, Veteran
Guardmouse's scry, Sunspine Lynx and a life total that becomes 20). Each passes on the reference engine and fails
on an engine built to get its rule wrong (the reference engine with that rule replaced while it acts and is
observed, tests/fakes.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.model.scenario import Scenario
from tests import fakes
from tests.fakes import PatchedEngine, assert_fails_only_when_wrong

MUST_FAIL: list[tuple[str, type[PatchedEngine]]] = [
    ("activated-ability-targets-its-own-source", fakes.SourceNeverATargetEngine),
    ("triggered-ability-targets-its-own-source", fakes.SourceNeverATargetEngine),
    ("becomes-target-of-an-activated-ability", fakes.OnlySpellsTargetEngine),
    ("becomes-target-of-a-triggered-ability", fakes.OnlySpellsTargetEngine),
    ("up-to-two-targets-none-legal", fakes.UpToNeedsOneEngine),
    ("up-to-two-targets-zero-chosen", fakes.UpToNeedsOneEngine),
    ("up-to-one-target-trigger-none-legal", fakes.UpToNeedsOneEngine),
    ("deathtouch-one-damage-destroys", fakes.DeathtouchIgnoredEngine),
    ("deathtouch-zero-damage-is-no-damage", fakes.ZeroDamageDealtEngine),
    ("finality-counter-chosen-before-would-die", fakes.WouldDieAlwaysFirstEngine),
    ("otj-lilah-countered-graveyard", fakes.LilahPlotsCounteredEngine),
    ("blb-junkblade-bruiser-40cd43", fakes.ExpendEveryTimeEngine),
    ("blb-veteran-guardmouse-fd5ec3", fakes.ScryNeedsItsSourceEngine),
    ("blb-sunspine-lynx-8a1510", fakes.LifeTotalSetDirectlyEngine),
]


@pytest.fixture(scope="module")
def corpus(exported: dict[str, Path]) -> Iterator[dict[str, Scenario]]:
    yield {s.id: s for s in Corpus.read(exported["json"] / "corpus.json").scenarios}


@pytest.mark.parametrize("scenario_id, wrong", MUST_FAIL, ids=[f"{i}-{w.name}" for i, w in MUST_FAIL])
def test_the_scenario_fails_on_an_engine_built_to_get_it_wrong(corpus: dict[str, Scenario], scenario_id: str,
                                                               wrong: type[PatchedEngine]) -> None:
    assert_fails_only_when_wrong(corpus[scenario_id], wrong)
