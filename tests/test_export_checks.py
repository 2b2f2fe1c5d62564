"""Exported checks can fail: run on a fake engine that answers wrongly, an exported check fails.

The XMage export's refusal check (``RulingsSupport.checkNotPlayable``, e.g. "Alice tries to cast Forest ...
Then that is rejected") is compiled against the stubs generated from XMage's sources and run on a small fake
XMage (tests/java_fakes/xmage: the game, the player and the card answer only what the case gives them; JUnit's
``fail`` raises). It passes when the fake refuses as the ruling says and fails, naming what XMage offered, when
the fake lets the land be cast (its spell ability can be activated, or a spell ability of it is playable,
whatever its text), plays a nonland card as a land, or has no such card.

For every check kind the XMage exporter emits on the corpus, the generated statement is one of XMage's own
checks (declared in the stubs of CardTestPlayerAPIImpl) or a RulingsSupport check that reads XMage's game and
lets each expected value it takes decide the verdict (not only the message), and it is given the scenario's
expected values. (The Forge runner's checks fail per kind on broken snapshots: tests/test_forge_runner.py.)
"""

from __future__ import annotations

import json
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


# --- every check kind the XMage exporter emits reads XMage and compares with the scenario ---------------------

CHECK_COMMENT = re.compile(r"^\s*// (\S+:\d+): (\w+) (\{.*\})$")
NATIVE = re.compile(r"^\s*(check\w+)\(")
SUPPORT_CALL = re.compile(r"RulingsSupport\.(check\w+)\(")


def _java_methods(source: str) -> dict[str, tuple[list[str], str]]:
    """The public static methods of a Java class: name → (parameter names, body)."""
    methods = {}
    for m in re.finditer(r"public static \w+ (\w+)\(([^)]*)\) \{\n", source):
        end = source.index("\n    }\n", m.end())
        params = [p.split()[-1] for p in m.group(2).replace("\n", " ").split(",") if p.strip()]
        methods[m.group(1)] = (params, source[m.end():end])
    return methods


def _expected_values(kind: str, args: dict) -> list[str]:
    """The scenario's expected values as they must appear in the generated call (ints, card names, booleans)."""
    values: list[str] = []
    if kind in ("controls", "zone"):
        values += [str(n) for n in args["cards"].values()]
    elif kind == "triggered":
        values += [str(n) for n in args["sources"].values()] + [f'"{s}"' for s in args["sources"]]
    elif kind == "stack":
        values += [f'"{s}"' for s in args["items"]] or ["0"]
    elif kind == "mana_pool":
        values += [str(n) for n in args["mana"].values()]
    elif kind == "tapped":
        values.append("true" if args["tapped"] else "false")
    for key in ("life", "count", "power", "toughness", "value"):
        if key in args:
            values.append(str(args[key]))
    if kind in ("counters", "tapped", "power_toughness", "attached", "mana_value", "library_top", "characteristics"):
        values.append(f'"{args["card"]}"')
    return values


def test_every_exported_check_kind_reads_xmage_and_compares_with_the_scenario(exported: dict[str, Path]) -> None:
    """Per check kind: the generated statement is an XMage check the stubs declare (CardTestPlayerAPIImpl's
    check*, which read XMage's game) or a RulingsSupport check whose body reads the game and fails on every
    expected value it is given; and the statement passes it the scenario's expected values."""
    folder = exported["xmage"] / "org" / "mage" / "test" / "rulings"
    api = (STUBS / "xmage/org/mage/test/serverside/base/impl/CardTestPlayerAPIImpl.java").read_text()
    support = _java_methods((folder / "RulingsSupport.java").read_text())
    seen: dict[str, int] = {}
    for path in sorted(folder.glob("*RulingsTest.java")):
        lines = path.read_text().splitlines()
        for i, line in enumerate(lines):
            m = CHECK_COMMENT.match(line)
            if m is None:
                continue
            where, kind, args = m.group(1), m.group(2), json.loads(m.group(3))
            body = []
            for nxt in lines[i + 1:]:
                if nxt.strip().startswith("//") or not nxt.strip() or nxt.strip().startswith("setChoice"):
                    break
                body.append(nxt)
            assert body, f"{path.name} {where}: {kind} emits nothing"
            for stmt in body:
                native, helper = NATIVE.match(stmt), SUPPORT_CALL.search(stmt)
                if helper is None:
                    assert native is not None and f" {native.group(1)}(" in api, f"{where}: {stmt.strip()}"
                    assert f'"{where}"' in stmt
                else:
                    params, code = support[helper.group(1)]
                    assert re.search(r"\bgame\b", code), f"{helper.group(1)} doesn't read XMage's game"
                    assert "fail(" in code, helper.group(1)
                    deciding = "\n".join(c for c in code.splitlines() if "fail(" not in c)  # not just the message
                    for p in params[2:]:  # info, game: every expected value decides the verdict
                        assert re.search(rf"\b{p}\b", deciding), f"{helper.group(1)} ignores its {p}"
            text = "\n".join(body)
            for value in _expected_values(kind, args):
                assert value in text, \
                    f"{path.name} {where}: {kind} doesn't pass {value}: {text}"
            seen[kind] = seen.get(kind, 0) + 1
    assert set(seen) >= {"triggered", "zone", "controls", "mana_pool", "tapped", "life", "counters",
                         "power_toughness", "characteristics", "library_top", "stack", "turn", "mana_value",
                         "attached"}, seen
