"""The one namespace and its layers (issue 27): nothing imports the old top-level names, the migration script
rewrites an old-layout branch and is idempotent, and the features become scenarios without a pytest session
exactly as a pytest ``--rulings-export`` session builds them."""

from __future__ import annotations

import ast
import importlib.util
import json
import subprocess
import sys
import types
from pathlib import Path

from mtg_rulings.runner.config import PROJECT_ROOT, run_config_args
from mtg_rulings.steps.scenarios import scenarios_of

ROOT = Path(__file__).resolve().parent.parent
OLD = {"rulings", "adapters", "steps", "reports", "reference_engine", "features"}
SOURCES = ("mtg_rulings", "adapters", "steps", "reports", "reference_engine", "tests", "tools", "benchmarks", "mutation")


def _migrate() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("migrate_imports", ROOT / "tools" / "migrate_imports.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_no_module_imports_an_old_top_level_name() -> None:
    found = []
    for top in SOURCES:
        for f in sorted((ROOT / top).rglob("*.py")):
            if "mtg_rulings/" in f.relative_to(ROOT).as_posix() and top != "mtg_rulings":
                continue
            for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                         else [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else [])
                found += [f"{f.relative_to(ROOT)}:{node.lineno}: {n}" for n in names if n.split(".")[0] in OLD]
    assert not found, found


def test_the_migration_rewrites_an_old_layout_and_is_idempotent(tmp_path: Path) -> None:
    m = _migrate()
    for module in ("rulings/__init__", "rulings/cli", "rulings/cli_new", "rulings/launcher", "rulings/seeds",
                   "adapters/__init__", "adapters/contract", "adapters/reference", "adapters/harness", "steps/__init__",
                   "steps/collection", "steps/plugin", "reports/__init__", "reports/results"):
        (tmp_path / f"{module}.py").parent.mkdir(exist_ok=True)
        (tmp_path / f"{module}.py").write_text("")
    known = m.old_modules(tmp_path)
    old = ('import rulings\n'
           'import adapters.contract\n'
           'from steps import collection, plugin as p\n'
           'from rulings.seeds import rulings as table\n'
           'from adapters.contract import Engine, load_engine\n'
           'from adapters.harness import STATUSES, execute\n'
           'from rulings.cli_new import x\n'
           'def f():\n'
           '    from reports.results import Result\n'
           '    return adapters.contract.Engine, rulings.__version__, steps.append\n'
           'ENTRY = "adapters.reference:ReferenceEngine"\n'
           'CMD = ["python", "-m", "rulings.launcher", "-p", "steps.plugin"]\n'
           'DOC = "see rulings/cli.py and rulings/data/commands.json"\n')
    new = m.rewrite(Path("x.py"), old, known, m.file_moves(tmp_path))
    assert new == ('import mtg_rulings as rulings\n'
                   'import mtg_rulings.adapters.contract\n'
                   'from mtg_rulings.steps import collection\n'
                   'from mtg_rulings.runner import plugin as p\n'
                   'from mtg_rulings.model.rulings import rulings as table\n'
                   'from mtg_rulings.adapters.contract import Engine\n'
                   'from mtg_rulings.adapters.registry import load_engine\n'
                   'from mtg_rulings.adapters.harness import execute\n'
                   'from mtg_rulings.model.results import STATUSES\n'
                   'from mtg_rulings.cli.cli_new import x\n'
                   'def f():\n'
                   '    from mtg_rulings.model.results import Result\n'
                   '    return mtg_rulings.adapters.contract.Engine, rulings.__version__, steps.append\n'
                   'ENTRY = "mtg_rulings.adapters.reference:ReferenceEngine"\n'
                   'CMD = ["python", "-m", "mtg_rulings.cli.launcher", "-p", "mtg_rulings.runner.plugin"]\n'
                   'DOC = "see mtg_rulings/cli/app.py and mtg_rulings/cli/data/commands.json"\n'), new
    assert m.rewrite(Path("x.py"), new, known, m.file_moves(tmp_path)) == new


def test_this_tree_is_migrated() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "migrate_imports.py"), "--check"], cwd=ROOT,
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr


def test_features_become_scenarios_without_pytest_as_the_export_session_builds_them(tmp_path: Path) -> None:
    target = tmp_path / "corpus.json"
    run = subprocess.run([sys.executable, "-m", "pytest", str(PROJECT_ROOT / "steps" / "rulings_test.py"),
                          "-p", "mtg_rulings.steps.vocabulary", "-p", "mtg_rulings.runner.plugin", "-p", "no:cacheprovider",
                          *run_config_args(), "-q", "--no-header", "--rulings-export", str(target)],
                         cwd=tmp_path, capture_output=True, text=True, check=False)
    assert target.exists(), run.stdout[-3000:] + run.stderr[-3000:]
    exported = json.loads(target.read_text(encoding="utf-8"))
    built = scenarios_of(PROJECT_ROOT / "features", PROJECT_ROOT).to_dict()
    assert built["skipped"] and built["scenarios"]
    assert built == json.loads(json.dumps(exported))


# --- the check kinds, declared once (mtg_rulings.model.scenario.CHECK_DECLARATIONS) -----------------------------

def _declared(kind: str, args: dict[str, object]) -> str | None:
    """None if ``args`` are those the declaration of ``kind`` gives, else what is wrong."""
    from mtg_rulings.model.scenario import CHECK_DECLARATIONS

    if kind not in CHECK_DECLARATIONS:
        return f"undeclared check kind {kind!r}"
    d = CHECK_DECLARATIONS[kind]
    missing, extra = set(d.fields) - set(args), set(args) - set(d.fields) - set(d.optional)
    return f"{kind}: missing {sorted(missing)}, undeclared {sorted(extra)}" if missing or extra else None


def test_every_check_kind_is_declared_once_and_evaluated_from_the_declaration() -> None:
    from mtg_rulings.adapters.checks import EVALUATORS
    from mtg_rulings.model.scenario import CHECK_DECLARATIONS, CHECK_KINDS

    assert list(EVALUATORS) == list(CHECK_KINDS) == list(CHECK_DECLARATIONS)
    for d in CHECK_DECLARATIONS.values():
        assert d.rule and d.meaning and d.fields, d


def test_every_check_the_corpus_builds_and_each_exporter_emits_is_a_declared_kind(tmp_path: Path) -> None:
    import re

    from mtg_rulings.adapters.forge import puzzle
    from mtg_rulings.adapters.xmage import junit
    from mtg_rulings.model.scenario import CHECK_KINDS, Check

    corpus = scenarios_of(PROJECT_ROOT / "features", PROJECT_ROOT)
    built = [s for sc in corpus.scenarios for s in sc.steps if isinstance(s, Check)]
    assert {c.kind for c in built} == set(CHECK_KINDS)  # the corpus uses every kind: each one can be shown failing
    assert [p for c in built if (p := _declared(c.kind, c.args))] == []
    # XMage: each emitted check carries its kind and args in a comment above its statements
    junit.export(corpus, tmp_path / "xmage")
    comment = re.compile(r"^\s*// \S+:\d+: (\w+) (\{.*\})$", re.M)
    emitted = [(m.group(1), json.loads(m.group(2))) for f in sorted((tmp_path / "xmage").rglob("*RulingsTest.java"))
               for m in comment.finditer(f.read_text(encoding="utf-8"))]
    assert emitted and [p for kind, args in emitted if (p := _declared(kind, args))] == []
    # Forge: the runner evaluates declared kinds only, and the exported expectations hold no other
    assert set(CHECK_KINDS) >= puzzle.RUNNER_CHECKS
    puzzle.export(corpus, tmp_path / "forge")
    kinds = {s["kind"] for f in (tmp_path / "forge").glob("*.rulings.json")
             for s in json.loads(f.read_text(encoding="utf-8"))["scenario"]["steps"] if s.get("type") == "check"}
    assert kinds and kinds <= puzzle.RUNNER_CHECKS
