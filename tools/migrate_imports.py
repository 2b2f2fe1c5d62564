"""Move a branch of mtg-rulings from the old layout (six top-level import names) to the one namespace ``mtg_rulings``.

Run from the repository's root, on any branch derived from the old layout (or on one already migrated: the script
is idempotent, a second run changes nothing)::

    python tools/migrate_imports.py --move-files      # move the modules, then rewrite every text file
    python tools/migrate_imports.py [PATHS]           # rewrite only (files or folders; default: the repository)
    python tools/migrate_imports.py --check [PATHS]   # exit 1 if anything would change (CI, a pre-merge check)

To merge another engineer's branch into the namespace's branch, ``tools/migrate_branch.sh BRANCH`` runs this
script on BRANCH in a temporary worktree, sorts the imports with ruff, and commits the result on top of S0 (today's
main migrated the same way, an ancestor of the namespace's branch), so that ``git merge BRANCH-migrated`` brings
in BRANCH's own changes only. After merging: ``python tools/migrate_imports.py --check`` and ``tox -e lint``.

It is driven by :data:`MOVES`, old module path -> new module path, whole modules only (and :data:`NAME_MOVES`
for the few names that moved out of a module that stays). A key ``pkg.*`` gives the
default home of ``pkg``'s modules not named in the table (so a module added on another branch moves too); a key
``pkg`` covers ``pkg`` and everything under it. What it rewrites:

- in ``.py`` files, ``import X``, ``import X as Y``, ``from X import n``, ``from X.y import n``, and ``from pkg
  import module`` where that module moved elsewhere (split into its own line);
- in every text file it reads (``.py``, ``.toml``, ``.ini``, ``.cfg``, ``.yml``, ``.md``, ``.ci/*``, and the
  launcher's ``commands.json``), dotted module paths (``"adapters.reference:ReferenceEngine"``, ``-p
  steps.plugin``, ``python -m rulings.launcher``, ``monkeypatch.setattr("adapters.harness.x", ...)``) and the
  file paths of moved modules and data files (``rulings/cli.py``, ``rulings/data/commands.json``).

A dotted path is rewritten only when it starts with a module that exists in the old layout (a file on disk or a
key of the table), so ``steps.append(x)`` or ``self.reports.results`` stay as they are. ``--move-files`` moves
the files with ``git mv`` (the data files of :data:`FILE_MOVES` too), then rewrites.
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The old top-level packages (the old layout's six import names; ``features`` holds data only).
OLD_PACKAGES = ("rulings", "adapters", "steps", "reports", "reference_engine", "features")
#: The folders that stay at the repository's top under the new layout (setuptools' package_dir maps them).
KEPT_FOLDERS = ("adapters", "steps", "reports", "reference_engine", "features")
NAMESPACE = "mtg_rulings"

#: Old module path -> new module path. Exact keys win over ``pkg.*`` (children's default) and ``pkg`` (prefix).
MOVES: dict[str, str] = {
    # the packages that keep their folder: the same path under the namespace
    "adapters": "mtg_rulings.adapters",
    "steps": "mtg_rulings.steps",
    "reports": "mtg_rulings.reports",
    "reference_engine": "mtg_rulings.reference_engine",
    "features": "mtg_rulings.features",
    # rulings/ held the version (now the namespace's own), the CLI, the fuzzer and shared data
    "rulings": "mtg_rulings",
    "rulings.*": "mtg_rulings.cli.*",
    "rulings.fuzz": "mtg_rulings.fuzz",
    "rulings.cli": "mtg_rulings.cli.app",
    "rulings.cli_engines": "mtg_rulings.cli.engines",
    "rulings.cli_fuzz": "mtg_rulings.cli.fuzz",
    "rulings.cli_init": "mtg_rulings.cli.init",
    "rulings.cli_protocol": "mtg_rulings.cli.protocol",
    "rulings.cli_report": "mtg_rulings.cli.report",
    "rulings.cli_scale": "mtg_rulings.cli.scale",
    "rulings.cli_suite": "mtg_rulings.cli.suite",
    "rulings.cli_terminal": "mtg_rulings.cli.terminal",
    "rulings.cli_verdicts": "mtg_rulings.cli.verdicts",
    # the model layer, at the bottom: scenario data, results and statuses, the rulings table, input hygiene
    "adapters.scenario": "mtg_rulings.model.scenario",
    "adapters.sanitize": "mtg_rulings.model.sanitize",
    "adapters.files": "mtg_rulings.model.files",
    "reports.results": "mtg_rulings.model.results",
    "rulings.seeds": "mtg_rulings.model.rulings",
    "rulings.sources": "mtg_rulings.model.sources",
    # user card and rulings files are part of building the scenarios
    "rulings.userdata": "mtg_rulings.steps.userdata",
    # the pytest plugin runs the scenarios and writes the reports: a layer above reports/
    "steps.plugin": "mtg_rulings.runner.plugin",
    "steps.terminal": "mtg_rulings.runner.terminal",
    "rulings.shards": "mtg_rulings.runner.shards",
    "rulings.cli_judged": "mtg_rulings.runner.judged",
}

#: Names that moved to another module (old module.name -> new module.name): ``from X import name`` follows.
NAME_MOVES: dict[str, str] = {
    # one registry parses engine names; the contract knows no concrete engine
    "adapters.contract.load_engine": "mtg_rulings.adapters.registry.load_engine",
    "adapters.contract.available_engines": "mtg_rulings.adapters.registry.available_engines",
    "adapters.contract.EngineLoader": "mtg_rulings.adapters.registry.EngineLoader",
    # features to scenarios, with no pytest session
    "steps.plugin.build_scenario": "mtg_rulings.steps.scenarios.build_scenario",
    "steps.plugin.StepFailed": "mtg_rulings.steps.scenarios.StepFailed",
    # distinct names for distinct things: the lesser of two classes of one name renamed (imports keep the old
    # name as an alias, so a branch's code goes on working)
    "reports.site.Row": "mtg_rulings.reports.site.MatrixRow",
    "reports.site.Scenario": "mtg_rulings.reports.site.CardScenario",
    "reports.baseline.Row": "mtg_rulings.reports.baseline.BaselineRow",
    "reports.diff.Difference": "mtg_rulings.reports.diff.StatusChange",
    "rulings.fuzz.search.Outcome": "mtg_rulings.fuzz.search.PlayedCase",
    # a result's statuses and causes belong to the results model
    "adapters.harness.STATUSES": "mtg_rulings.model.results.STATUSES",
    "adapters.harness.CAUSES": "mtg_rulings.model.results.CAUSES",
}

#: Data files that move with their module (old path -> new path, from the repository's root).
FILE_MOVES: dict[str, str] = {
    "rulings/data/rulings.json": "mtg_rulings/model/data/rulings.json",
    "rulings/data/commands.json": "mtg_rulings/cli/data/commands.json",
    "rulings/schema/rulings-source-1.schema.json": "mtg_rulings/model/schema/rulings-source-1.schema.json",
    "rulings/schema/rulings-coverage-1.schema.json": "mtg_rulings/cli/schema/rulings-coverage-1.schema.json",
    "rulings/fuzz/schema/rulings-fuzz-summary-1.schema.json": "mtg_rulings/fuzz/schema/rulings-fuzz-summary-1.schema.json",
    "reports/schema/rulings-results-1.schema.json": "mtg_rulings/model/schema/rulings-results-1.schema.json",
    "reports/schema/rulings-results-2.schema.json": "mtg_rulings/model/schema/rulings-results-2.schema.json",
    "reports/schema/rulings-results-3.schema.json": "mtg_rulings/model/schema/rulings-results-3.schema.json",
    "reports/schema/rulings-results-4.schema.json": "mtg_rulings/model/schema/rulings-results-4.schema.json",
    "rulings/fuzz/schema/rulings-fuzz-summary-2.schema.json": "mtg_rulings/fuzz/schema/rulings-fuzz-summary-2.schema.json",
}

#: The new packages' __init__.py, as the namespace's branch has them (so that merging it adds nothing twice).
NEW_PACKAGES: dict[str, str] = {
    "mtg_rulings/cli": ('"""The ``rulings`` command: one module per group of commands (:mod:`mtg_rulings.cli.app` is the '
                        'group)."""\n'),
    "mtg_rulings/model": ('"""The data model at the bottom of the layers: scenarios, results and statuses, the rulings table '
                          'and its sources,\nand the hygiene of input and output files. It imports nothing else of the '
                          'suite."""\n'),
    "mtg_rulings/runner": ('"""The pytest plugin that runs the scenarios on an engine and writes the results and reports of '
                           'a run."""\n'),
}

TEXT_SUFFIXES = {".py", ".toml", ".ini", ".cfg", ".yml", ".yaml", ".md"}
EXTRA_TEXT_FILES = {"rulings/data/commands.json", "mtg_rulings/cli/data/commands.json"}
SKIP_DIRS = {".git", ".venv", "venv", ".tox", "node_modules", "rulings-out", "build", "dist", "features",
             "unreviewed", "__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", ".hypothesis"}
SELF = Path(__file__).resolve()
#: Files that spell the old layout on purpose (this script's own test).
SKIP_FILES = {"tests/test_layers.py"}


def new_module(old: str) -> str | None:
    """The new path of module ``old`` (or of a name inside it), or None when it isn't of the old layout."""
    if old in MOVES:
        return MOVES[old]
    parts = old.split(".")
    for i in range(len(parts) - 1, 0, -1):
        prefix, rest = ".".join(parts[:i]), ".".join(parts[i:])
        if i == len(parts) - 1 and f"{prefix}.*" in MOVES:
            return MOVES[f"{prefix}.*"].removesuffix("*") + rest
        if prefix in MOVES:
            return f"{MOVES[prefix]}.{rest}"
        if f"{prefix}.*" in MOVES:  # a name inside a child module: the child moves by the default
            return MOVES[f"{prefix}.*"].removesuffix("*") + rest
    return None


def module_file(module: str, root: Path) -> Path | None:
    """The file of new-layout module ``module`` (``mtg_rulings.adapters.x`` lives in ``adapters/x.py``)."""
    parts = module.split(".")
    if parts[0] != NAMESPACE:
        return None
    if len(parts) > 1 and parts[1] in KEPT_FOLDERS:
        parts = parts[1:]
    return root.joinpath(*parts)


def old_modules(root: Path) -> set[str]:
    """Every module of the old layout this branch has (from its files) and every key of the table."""
    found = {k.removesuffix(".*") for k in MOVES}
    for top in OLD_PACKAGES:
        for f in (root / top).rglob("*.py") if (root / top).is_dir() else ():
            rel = f.relative_to(root).with_suffix("")
            parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
            found.add(".".join(parts))
    return found


def file_moves(root: Path) -> dict[str, str]:
    """Old file path -> new file path, for every module whose file changes folder, and the data files."""
    moves = dict(FILE_MOVES)
    for top in ("rulings", *KEPT_FOLDERS):
        for f in sorted((root / top).rglob("*.py")) if (root / top).is_dir() else ():
            rel = f.relative_to(root)
            init = rel.name == "__init__.py"
            mod = ".".join(rel.with_suffix("").parts[:-1] if init else rel.with_suffix("").parts)
            new = new_module(mod)
            if new is None:
                continue
            target = module_file(new, Path())
            if target is None:
                continue
            target = target / "__init__.py" if init else target.with_suffix(".py")
            if target.as_posix() != rel.as_posix():
                moves[rel.as_posix()] = target.as_posix()
    return moves


# A dotted chain of identifiers, not itself part of a longer chain (no word character or dot before it).
CHAIN = re.compile(r"(?<![\w.])(?:" + "|".join(OLD_PACKAGES) + r")(?:\.[A-Za-z_]\w*)+")


def rewrite_chains(text: str, known: set[str]) -> str:
    def sub(m: re.Match[str]) -> str:
        chain = m.group(0)
        parts = chain.split(".")
        for i in range(len(parts), 1, -1):  # a name that moved to another module
            if ".".join(parts[:i]) in NAME_MOVES:
                return NAME_MOVES[".".join(parts[:i])] + chain[len(".".join(parts[:i])):]
        for i in range(len(parts), 1, -1):  # the longest prefix that is a module of the old layout
            prefix = ".".join(parts[:i])
            if prefix in known:
                new = new_module(prefix)
                return chain if new is None else new + chain[len(prefix):]
        return chain

    return CHAIN.sub(sub, text)


def rewrite_paths(text: str, moves: dict[str, str]) -> str:
    for old in sorted(moves, key=len, reverse=True):
        text = re.sub(r"(?<![\w/.-])" + re.escape(old) + r"(?![\w/])", moves[old], text)
    return text


def _top(name: str) -> str:
    return name.split(".")[0]


def rewrite_imports(source: str, known: set[str]) -> str:
    """Rewrite the import statements of a Python source (absolute imports of the old layout only)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    lines = source.splitlines(keepends=True)
    # the moved names as an already migrated branch spells them
    new_name_moves = {f"{new_module(k.rpartition('.')[0])}.{k.rpartition('.')[2]}": v for k, v in NAME_MOVES.items()}
    edits: list[tuple[int, int, int, int, str]] = []  # (line, col, end line, end col, text), 1-based lines
    for node in ast.walk(tree):
        tops = (*OLD_PACKAGES, NAMESPACE)
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and _top(node.module) in tops:
            new = node.module if _top(node.module) == NAMESPACE else new_module(node.module)
            if new is None:
                continue
            moved = []  # names that are modules moved elsewhere than under the new parent
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                target = (NAME_MOVES.get(full) or new_name_moves.get(f"{new}.{alias.name}")
                          or (new_module(full) if full in known and _top(full) != NAMESPACE else None))  # a module, not a name
                if target is not None and target != f"{new}.{alias.name}":
                    moved.append((alias, target))
            end_line, end_col = node.end_lineno or node.lineno, node.end_col_offset or 0
            segment = _segment(lines, node.lineno, node.col_offset, end_line, end_col)
            if not moved:
                text = re.sub(r"^from\s+" + re.escape(node.module) + r"\b", f"from {new}", segment, count=1)
            else:
                indent = " " * node.col_offset
                kept = [a for a in node.names if a not in [m[0] for m in moved]]
                out = []
                if kept:
                    out.append(f"from {new} import " + ", ".join(_alias(a.name, a.asname) for a in kept))
                for alias, target in moved:
                    parent, _, leaf = target.rpartition(".")
                    out.append(f"from {parent} import {_alias(leaf, alias.asname or alias.name)}")
                text = ("\n" + indent).join(out)
            if text != segment:
                edits.append((node.lineno, node.col_offset, end_line, end_col, text))
        elif isinstance(node, ast.Import) and any(_top(a.name) in OLD_PACKAGES for a in node.names):
            parts = []
            for alias in node.names:
                new = new_module(alias.name) if _top(alias.name) in OLD_PACKAGES else None
                if new is None:
                    parts.append(_alias(alias.name, alias.asname))
                elif alias.asname or "." in alias.name:
                    # ``import a.b`` binds ``a``: the body's ``a.b.x`` is rewritten as a dotted path (rewrite_chains)
                    parts.append(_alias(new, alias.asname))
                else:
                    parts.append(_alias(new, alias.name))  # ``import rulings`` -> ``import mtg_rulings as rulings``
            end_line, end_col = node.end_lineno or node.lineno, node.end_col_offset or 0
            text = "import " + ", ".join(parts)
            if text != _segment(lines, node.lineno, node.col_offset, end_line, end_col):
                edits.append((node.lineno, node.col_offset, end_line, end_col, text))
    for line, col, end_line, end_col, text in sorted(edits, reverse=True):
        first, last = lines[line - 1], lines[end_line - 1]
        lines[line - 1:end_line] = [first[:col] + text + last[end_col:]]
    return "".join(lines)


def _alias(name: str, asname: str | None) -> str:
    return name if not asname or asname == name else f"{name} as {asname}"


def _segment(lines: list[str], line: int, col: int, end_line: int, end_col: int) -> str:
    if line == end_line:
        return lines[line - 1][col:end_col]
    return lines[line - 1][col:] + "".join(lines[line:end_line - 1]) + lines[end_line - 1][:end_col]


def rewrite(path: Path, text: str, known: set[str], moves: dict[str, str]) -> str:
    if path.suffix == ".py":
        text = rewrite_imports(text, known)
    return rewrite_paths(rewrite_chains(text, known), moves)


def text_files(paths: list[Path], root: Path) -> list[Path]:
    out = []
    for p in paths:
        candidates = [p] if p.is_file() else []
        for folder, dirs, files in os.walk(p) if p.is_dir() else ():
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.endswith(".egg-info"))
            candidates += [Path(folder) / f for f in sorted(files)]
        for f in candidates:
            rel = f.resolve().relative_to(root).as_posix() if f.resolve().is_relative_to(root) else f.as_posix()
            if f.resolve() == SELF or rel in SKIP_FILES:
                continue
            if f.suffix in TEXT_SUFFIXES or rel in EXTRA_TEXT_FILES or rel.startswith(".ci/") or f.name == "action.yml":
                out.append(f)
    return out


def move_files(root: Path, moves: dict[str, str]) -> None:
    for old, new in sorted(moves.items()):
        src, dst = root / old, root / new
        if not src.exists() or dst.exists():
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        tracked = subprocess.run(["git", "ls-files", "--error-unmatch", old], cwd=root, capture_output=True).returncode == 0
        if tracked:
            subprocess.run(["git", "mv", old, new], cwd=root, check=True)
        else:
            src.rename(dst)
    for folder in sorted({(root / new).parent for new in moves.values()}):
        init = folder / "__init__.py"
        if folder.is_relative_to(root / NAMESPACE) and not init.exists() and any(folder.glob("*.py")):
            name = folder.relative_to(root).as_posix()
            init.write_text(NEW_PACKAGES.get(name, f'"""{name.replace("/", ".")}."""\n'), encoding="utf-8")
    for folder in KEPT_FOLDERS:  # the kept folders, linked into the namespace's folder (relative links)
        link = root / NAMESPACE / folder
        if (root / folder).is_dir() and not link.exists() and not link.is_symlink():
            link.parent.mkdir(parents=True, exist_ok=True)
            link.symlink_to(Path("..") / folder, target_is_directory=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", type=Path, help="files or folders to rewrite (default: the repository)")
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the repository's root (default: the working folder)")
    parser.add_argument("--move-files", action="store_true", help="git mv the moved modules and data files first")
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file would change")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    known = old_modules(root)
    moves = file_moves(root)
    if args.move_files and not args.check:
        move_files(root, moves)
    changed = []
    for f in text_files([p.resolve() for p in args.paths] or [root], root):
        try:
            text = f.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        new = rewrite(f, text, known, moves)
        if new != text:
            changed.append(f)
            if not args.check:
                f.write_text(new, encoding="utf-8")
    for f in changed:
        print(("would rewrite " if args.check else "rewrote ") + str(f.relative_to(root) if f.is_relative_to(root) else f))
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
