"""Exported checks can fail: run on a fake engine that answers wrongly, an exported check fails.

The XMage export's refusal check (``RulingsSupport.checkNotPlayable``, e.g. "Alice tries to cast Forest ...
Then that is rejected") is compiled against the stubs generated from XMage's sources and run on a small fake
XMage (tests/java_fakes/xmage: the game, the player and the card answer only what the case gives them; JUnit's
``fail`` raises). It passes when the fake refuses as the ruling says and fails, naming what XMage offered, when
the fake lets the land be cast (its spell ability can be activated, or a spell ability of it is playable,
whatever its text), plays a nonland card as a land, or has no such card.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STUBS = ROOT / "tests" / "java_stubs"
FAKES = ROOT / "tests" / "java_fakes" / "xmage"
SUPPORT = ROOT / "adapters" / "xmage" / "java" / "org" / "mage" / "test" / "rulings" / "RulingsSupport.java"


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} is not installed (.ci/ensure-jdk installs a JDK)")
        pytest.skip(f"{name} is not installed")
    return path


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)


@pytest.fixture(scope="module")
def fake_xmage(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The runtime classpath: the harness, the fakes (ahead of the stubs they replace), RulingsSupport and stubs."""
    javac = _tool("javac")
    out = tmp_path_factory.mktemp("fake-xmage")
    support, fakes, harness = out / "support", out / "fakes", out / "harness"
    sourcepath = f"{STUBS / 'xmage'}{os.pathsep}{STUBS / 'junit'}"
    steps = [
        [javac, "-nowarn", "-d", str(support), "-sourcepath", sourcepath, str(SUPPORT)],
        [javac, "-nowarn", "-d", str(fakes), "-cp", str(support), str(FAKES / "org/junit/Assert.java"),
         str(FAKES / "mage/abilities/ActivatedAbility.java")],
        [javac, "-nowarn", "-d", str(harness), "-cp", f"{fakes}{os.pathsep}{support}", "-sourcepath", str(STUBS / "xmage"),
         str(FAKES / "rulings/fake/NotPlayable.java")],
    ]
    for step in steps:
        proc = _run(*step)
        assert proc.returncode == 0, proc.stderr
    return os.pathsep.join(str(p) for p in (harness, fakes, support))


def not_playable(classpath: str, *args: str) -> str:
    proc = _run(_tool("java"), "-cp", classpath, "rulings.fake.NotPlayable", *args)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip()


CAST_FOREST = ("cast", "Forest", "Cast Forest", "Forest")


@pytest.mark.parametrize(("engine", "verdict"), [
    (("none", "land"), "passed"),  # XMage as it is: a land has no spell ability; only "Play Forest" is playable
    (("refused", "none"), "passed"),  # a spell ability the engine's own check refuses
    (("allowed", "land"), "failed: line 1: expected Alice not to be able to cast Forest; XMage's spell ability "
                          "\"Cast Forest\" can be activated"),
    (("none", "spell"), "failed: line 1: expected Alice not to be able to do \"Cast Forest\"; XMage offers \"Forest\""),
    (("none", "none", "missing"), "failed: line 1: no card Forest in XMage's game to check the refusal on"),
])
def test_the_cant_cast_a_land_check_fails_on_an_engine_that_lets_a_land_be_cast(
        fake_xmage: str, engine: tuple[str, ...], verdict: str) -> None:
    assert not_playable(fake_xmage, *CAST_FOREST, *engine) == verdict


def test_the_check_fails_on_the_wrong_card_or_a_nonland_played_as_a_land(fake_xmage: str) -> None:
    assert not_playable(fake_xmage, *CAST_FOREST[:3], "Mountain", "none", "none") == \
        "failed: line 1: the card checked is Mountain in XMage, not Forest"
    goose = ("play", "Gilded Goose", "Play Gilded Goose", "Gilded Goose", "refused")
    assert not_playable(fake_xmage, *goose, "none") == "passed"
    assert not_playable(fake_xmage, *goose, "land").startswith("failed: line 1: expected Alice not to be able to do")


def test_the_exported_land_scenario_uses_that_check(exported: dict[str, Path]) -> None:
    java = (exported["xmage"] / "org/mage/test/rulings/Cr305LandsRulingsTest.java").read_text()
    method = java[java.index("public void land_cant_be_cast()"):]
    method = method[:method.index("\n    }\n")]
    assert re.search(r'RulingsSupport\.checkNotPlayable\(info, game, playerA\.getId\(\), playerA\.getAliasByName\("c\d+"\), '
                     r'"cast", "Forest", "Cast Forest"\)', method), method
