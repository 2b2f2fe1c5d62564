"""tools/split_game.py: Game split by the CR's sections into mixins, small values in a leaf module (issue 25 "Shape").

The script is run again by the lead after merging other branches' game.py, so these tests check what it writes
(on a copy of game.py while the tree isn't split yet, on the tree itself once it is) and that a second run leaves
a split tree alone. They read source code (ast), and import only the package as it is.
"""

from __future__ import annotations

import ast
import io
import shutil
from pathlib import Path

import pytest

from tools import split_game

ROOT = Path(__file__).resolve().parent.parent
ENGINE = "mtg_rulings.reference_engine"


def _is_split(root: Path) -> bool:
    tree = ast.parse((root / "reference_engine" / "game.py").read_text(encoding="utf-8"))
    return bool(next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Game").bases)


@pytest.fixture(scope="module")
def split_root(tmp_path_factory) -> Path:
    """A split tree: this one if it is split, else a copy of it split by the script."""
    if _is_split(ROOT):
        return ROOT
    root = tmp_path_factory.mktemp("split")
    shutil.copytree(ROOT / "reference_engine", root / "reference_engine")
    shutil.copytree(ROOT / "mutation", root / "mutation")
    out = io.StringIO()
    assert split_game.split(root, out=out) == 0, out.getvalue()
    return root


def _classes(path: Path) -> dict[str, ast.ClassDef]:
    return {n.name: n for n in ast.parse(path.read_text(encoding="utf-8")).body if isinstance(n, ast.ClassDef)}


def _methods(cls: ast.ClassDef) -> set[str]:
    return {m.name for m in cls.body if isinstance(m, ast.FunctionDef)}


def test_each_method_of_the_table_is_in_its_mixin_and_game_inherits_them(split_root):
    engine = split_root / "reference_engine"
    game = _classes(engine / "game.py")["Game"]
    assert [ast.unparse(b) for b in game.bases] == [cls for _, cls, _, _ in split_game.SECTIONS]
    seen: dict[str, str] = {}
    for module, cls, _, names in split_game.SECTIONS:
        mixin = _classes(engine / f"{module}.py")[cls]
        assert set(names) <= _methods(mixin), set(names) - _methods(mixin)
        for name in _methods(mixin):
            assert name not in seen, f"{name} in {seen.get(name)} and {module}"
            seen[name] = module
    assert not _methods(game) & set(seen), "a method both in Game and in a mixin"


def _runtime_engine_imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports as it is loaded (module level, not under ``if TYPE_CHECKING``)."""
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(ENGINE):
            if node.module == ENGINE:
                found |= {f"{ENGINE}.{a.name}" for a in node.names}
            else:
                found.add(node.module)
    return found


def test_the_leaf_module_imports_no_engine_module_but_objects(split_root):
    assert _runtime_engine_imports(split_root / "reference_engine" / "records.py") <= {f"{ENGINE}.objects"}


def test_no_engine_module_imports_another_in_a_circle(split_root):
    """The run-time import graph of the engine's modules (cards/ aside) has no cycle."""
    engine = split_root / "reference_engine"
    graph = {f"{ENGINE}.{p.stem}": {m for m in _runtime_engine_imports(p) if m.count(".") == 2}
             for p in engine.glob("*.py") if p.stem != "__init__"}
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                raise AssertionError(" -> ".join([*path[path.index(nxt):], nxt]) if nxt in path else nxt)
            if nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])


def test_a_second_run_leaves_a_split_tree_alone(split_root, tmp_path):
    root = tmp_path / "again"
    shutil.copytree(split_root / "reference_engine", root / "reference_engine")
    before = {p: p.read_text(encoding="utf-8") for p in (root / "reference_engine").glob("*.py")}
    out = io.StringIO()
    assert split_game.split(root, out=out) == 0
    assert "already split" in out.getvalue()
    assert before == {p: p.read_text(encoding="utf-8") for p in (root / "reference_engine").glob("*.py")}


def test_games_public_api_is_kept():
    """What the suite reaches through Game and game.py (whether the tree is split yet or not)."""
    from mtg_rulings.reference_engine import game

    for name in ("Game", "IllegalAction", "NotAnOption", "PendingTrigger", "TraceEntry", "Decider"):
        assert hasattr(game, name), name
    for _, _, _, names in split_game.SECTIONS:
        for name in names:
            assert callable(getattr(game.Game, name)), name
