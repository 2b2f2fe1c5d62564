"""A user's card file (``--cards FILE``) reaches the engine in every way the suite runs one (issue 24, item 6):
in this process, in a worker process (``--isolation process``), in the shards of ``-n 2``, in one shard
(``--shard K/N``) and in ``rulings fuzz``. The card is one the suite doesn't have, so it can only come from the file."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "fin"
NAME = "Testing Whiteheart"  # no card of the suite's


@pytest.fixture(scope="module")
def user_suite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A card file with a card of a new name (the example's Ambrosia Whiteheart, renamed, its landfall ability
    only) and a feature with two scenarios using it."""
    root = tmp_path_factory.mktemp("user")
    doc = json.loads((EXAMPLE / "fin-sample.cards.json").read_text(encoding="utf-8"))
    card = json.loads(json.dumps(doc["cards"][0]).replace("Ambrosia Whiteheart", NAME))
    card.pop("not_modelled")
    card["keywords"] = []
    card["oracle_text"] = card["oracle_text"].split("\n")[2]  # the landfall ability, the one its abilities build
    (root / "user.cards.json").write_text(json.dumps({"format": doc["format"], "description": "a test's card",
                                                      "source": "tests/test_user_cards_everywhere.py", "cards": [card]}),
                                          encoding="utf-8")
    feature = (EXAMPLE / "ambrosia_whiteheart.feature").read_text(encoding="utf-8").split("\n  @id:ambrosia-no")[0]
    (root / "features").mkdir()
    (root / "features" / "testing.feature").write_text(
        feature.replace("Ambrosia Whiteheart", NAME).replace("@id:ambrosia-", "@id:testing-") + "\n", encoding="utf-8")
    return root


def rulings_cmd(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300, check=False)


def run(user_suite: Path, out: Path, *mode: str) -> dict[str, str]:
    proc = rulings_cmd("run", "--engine", "reference", "--features", str(user_suite / "features"), "--rulings",
                       str(EXAMPLE / "fin-sample.rulings.json"), "--cards", str(user_suite / "user.cards.json"),
                       *mode, "--out", str(out))
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return {r["id"]: r["status"] for r in json.loads((out / "results.json").read_text(encoding="utf-8"))["results"]}


BOTH = {"testing-landfall-on-land-play": "passed", "testing-landfall-on-land-put-by-an-effect": "passed"}


@pytest.mark.parametrize("mode", [(), ("--isolation", "process"), ("-n", "2")], ids=["in-process", "process", "n2"])
def test_a_user_card_reaches_the_engine(user_suite: Path, tmp_path: Path, mode: tuple[str, ...]) -> None:
    assert run(user_suite, tmp_path, *mode) == BOTH


def test_a_user_card_reaches_the_engine_of_each_shard(user_suite: Path, tmp_path: Path) -> None:
    # shards split by feature file: the two scenarios in two files, one for each shard
    split = tmp_path / "split"
    (split / "features").mkdir(parents=True)
    shutil.copy(user_suite / "user.cards.json", split / "user.cards.json")
    text = (user_suite / "features" / "testing.feature").read_text(encoding="utf-8")
    first, second = text.split("\n  @id:testing-landfall-on-land-put", 1)
    header = first.split("\n  @id:")[0]
    (split / "features" / "a.feature").write_text(first + "\n", encoding="utf-8")
    (split / "features" / "b.feature").write_text(header + "\n  @id:testing-landfall-on-land-put" + second, encoding="utf-8")
    found: dict[str, str] = {}
    for k in (1, 2):
        part = run(split, tmp_path / str(k), "--isolation", "process", "--shard", f"{k}/2")
        assert part and not set(part) & set(found)
        found.update(part)
    assert found == BOTH


def test_a_user_card_reaches_both_engines_of_rulings_fuzz(user_suite: Path, tmp_path: Path) -> None:
    """The card joins the fuzzer's pool only if both engines could start a game with it (the profile's probe)."""
    def fuzz(*cards: str) -> dict[str, object]:
        proc = rulings_cmd("fuzz", "--engine", "reference", "--examples", "3", "--max-divergences", "1", *cards,
                           "--out", str(tmp_path / str(len(cards))))
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
        summary = json.loads((tmp_path / str(len(cards)) / "fuzz-summary.json").read_text(encoding="utf-8"))
        profile: dict[str, object] = summary["profile"]
        return profile

    assert NAME not in fuzz()["cards"]  # type: ignore[operator]
    with_card = fuzz("--cards", str(user_suite / "user.cards.json"))
    assert NAME in with_card["cards"], with_card.get("excluded")  # type: ignore[operator]
