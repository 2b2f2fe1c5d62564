"""Split ``reference_engine/game.py`` by the Comprehensive Rules' sections (issue 25 "Shape").

  python tools/split_game.py            # writes the modules, prints what it moved and what stayed
  python tools/split_game.py --check    # only reports what it would do

Deterministic and re-runnable on any version of game.py that still has one ``class Game:`` (no bases):

- the small values every engine module needs (:data:`LEAF`: ``IllegalAction``, ``PendingTrigger``...) go into the
  leaf module ``reference_engine/records.py``, which imports no engine module but ``objects``; game.py re-exports
  them, and the engine modules that imported them from game.py (lazily, to break the circle) import them from there;
- the methods named in :data:`SECTIONS` move, whole and unchanged but for ``self: Game``, into one mixin class per
  section (``reference_engine/game_<part>.py``); ``Game`` inherits the mixins, so its public API is unchanged. A
  method no section names stays in game.py, and the script lists it; a name of the table game.py doesn't have is
  listed too;
- each new module gets game.py's imports, then ``ruff --fix`` keeps the ones it uses (F401) and sorts them (I001);
  a name a moved method needs that only game.py defines is an error (F821), reported, and the files are left as
  written for a look;
- mutation/equivalent.toml's ids of moved methods follow them (``reference_engine/game.py::Game.m::`` becomes
  ``reference_engine/game_<part>.py::<Mixin>.m::``).

A game.py already split (``class Game(...)`` with bases) is left alone: the script says so and exits 0.
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "mtg_rulings.reference_engine"
LINE = 130  # ruff's line-length

#: module-level names of game.py that go into the leaf module (records.py)
LEAF = ("MAX_HAND_SIZE", "SPELL_TIMING", "T", "Decider", "DuringCast", "NotAnOption", "IllegalAction", "TraceEntry",
        "PendingTrigger", "_name")
#: of them, those other modules import from game.py (re-exported there)
REEXPORT = ("Decider", "IllegalAction", "NotAnOption", "PendingTrigger", "TraceEntry")
LEAF_DOC = '''"""Small values of the game that every engine module may need, in a module that imports no other engine module
but :mod:`~{package}.objects`: the exceptions of refused actions and of scripted answers, the trace entry, the
record of a triggered ability waiting for the stack (603.3), and a few constants. Written by tools/split_game.py
from reference_engine/game.py, which re-exports them.
"""'''

#: the leaf module's imports (ruff keeps those it uses): only ``objects`` at run time, annotations' types for mypy
LEAF_IMPORTS = f"""from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from {PACKAGE}.objects import GameObject, Player

if TYPE_CHECKING:
    from {PACKAGE}.abilities import TriggeredAbility
"""

#: (module, mixin class, its CR sections and what it holds, the methods it takes); Game inherits them in this order
SECTIONS: list[tuple[str, str, str, tuple[str, ...]]] = [
    ("game_turns", "TurnStructure", "Turn structure (500-514): beginning a game and its turns, the steps and what each "
     "does as it begins (untap, draw, cleanup 514), declaring attackers (508) and the end step.",
     ("begin", "begin_with_on_battlefield", "_next_turn", "_begin_step", "_end_step", "_cleanup", "declare_attackers",
      "_declare_attackers", "set_step")),
    ("game_priority", "Priority", "Timing and priority (117), the stack (405) and resolving (608): giving and passing "
     "priority, what happens when all players pass in succession, resolving the top object.",
     ("_settle", "_give_priority", "_acted", "_require_priority", "pass_priority", "_all_passed", "_resolve_top")),
    ("game_casting", "Casting", "Casting spells (601) and playing lands (305): timing (117.1a, 307.1), from which "
     "zones, targets (115, 601.2c), costs (601.2f-h), casting during an ability's resolution (608.2g), copies of "
     "spells (707.10).",
     ("_sorcery_timing", "_library_top_permission", "land_plays", "play_land", "cast_spell", "_cast", "_became_targets",
      "_reduced", "cast_during_resolution", "_target_spec", "spell_ability", "_choose_targets", "_illegal_target",
      "copy_spell")),
    ("game_activating", "Activating", "Activating abilities (602) and mana abilities (605, 106): costs and timing of "
     "activated abilities, the special action of looking at a library's top (116), producing mana and what replaces "
     "or triggers on it.",
     ("activate", "look_at_library_top", "produce_mana", "_mana_replacements", "_replaced_mana", "_mana_triggers",
      "could_produce")),
    ("game_triggers", "Triggers", "Triggered abilities (603): checking events for triggers (603.2), leaves-the-"
     "battlefield abilities looking back (603.10a), abilities that trigger more than once (603.2d, multipliers), "
     "putting them on the stack in APNAP order (603.3b), delayed triggered abilities (603.7).",
     ("_check_triggers", "_multiplies", "_put_triggers_on_stack", "check_triggers", "check_leave_triggers",
      "create_delayed_trigger")),
    ("game_sba", "StateBasedActions", "State-based actions (704) and leaving the battlefield for them.",
     ("_state_based_actions", "_leave_to_graveyard", "leave_battlefield", "leave_graveyards")),
    ("game_events", "Events", "Zones (400) and the game's events: moving objects (400.7), entering the battlefield "
     "(603.6, 614.12), drawing (121), discarding (701.9), shuffling (701.24), counters (122), life (119), damage "
     "(120), tokens (111), attaching (701.3), sacrificing (701.21), destroying (701.8), countering (701.6).",
     ("move", "enter_battlefield", "draw", "discard", "shuffle", "put_counters", "gain_life", "deal_damage",
      "pump_until_end_of_turn", "create_tokens", "put_onto_battlefield", "attach", "sacrifice", "destroy", "counter")),
]


def _segment_start(lines: list[str], node: ast.AST) -> int:
    """The 0-based first line of ``node`` with its decorators and the comment lines right above it."""
    first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", ()))]) - 1
    while first > 0 and lines[first - 1].strip().startswith("#"):
        first -= 1
    return first


def _selfish(text: str, name: str) -> str:
    """The method's source with ``self: Game`` (the mixin's methods run on a Game; mypy reads the self-type)."""
    new, n = re.subn(rf"(def {re.escape(name)}\(\s*)self\b(?!:)", r"\1self: Game", text, count=1)
    if not n:
        return text
    lines = new.split("\n")
    at = next(i for i, line in enumerate(lines) if f"def {name}(" in line)
    head, parts = lines[at], []
    indent = " " * (head.index("(") + 1)  # a signature too long is broken after its last ", " that fits, aligned
    while len(head) > LINE and ", " in head[:LINE]:
        cut = head.rindex(", ", 0, LINE)
        parts.append(head[:cut + 1])
        head = indent + head[cut + 2:]
    return "\n".join([*lines[:at], *parts, head, *lines[at + 1:]])


def _doc(text: str, indent: str = "") -> str:
    """``text`` wrapped as a docstring's lines."""
    return "\n".join(textwrap.wrap(text, LINE - 4 - len(indent), break_on_hyphens=False,
                                   initial_indent=indent, subsequent_indent=indent))


def split(root: Path, write: bool = True, out=sys.stdout) -> int:
    engine = root / "reference_engine"
    game_py = engine / "game.py"
    source = game_py.read_text(encoding="utf-8")
    lines = source.splitlines(keepends=True)
    tree = ast.parse(source)
    game = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Game")
    if game.bases:
        print(f"{game_py}: Game already has bases ({', '.join(ast.unparse(b) for b in game.bases)}): already split, "
              "nothing to do", file=out)
        return 0
    imports = [n for n in tree.body if isinstance(n, ast.Import | ast.ImportFrom)]
    import_text = "".join(lines[imports[0].lineno - 1:imports[-1].end_lineno])
    import_text = import_text.replace("from __future__ import annotations\n", "")

    # the leaf values
    drop: list[tuple[int, int]] = []  # 0-based [start, end) line ranges taken out of game.py
    leaf_parts: list[str] = []
    found_leaf = []
    for node in tree.body:
        names = ([t.id for t in node.targets if isinstance(t, ast.Name)] if isinstance(node, ast.Assign)
                 else [node.target.id] if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
                 else [node.name] if isinstance(node, ast.ClassDef | ast.FunctionDef) else [])
        if names and all(n in LEAF for n in names):
            start = _segment_start(lines, node)
            drop.append((start, node.end_lineno))
            leaf_parts.append("".join(lines[start:node.end_lineno]))
            found_leaf += names
    missing_leaf = [n for n in LEAF if n not in found_leaf]

    # the methods
    methods = {m.name: m for m in game.body if isinstance(m, ast.FunctionDef)}
    mixins: list[tuple[str, str, str, list[str]]] = []
    moved: dict[str, tuple[str, str]] = {}
    not_found: list[str] = []
    for module, cls, doc, names in SECTIONS:
        bodies = []
        for name in names:
            if name not in methods:
                not_found.append(f"{module}.{cls}.{name}")
                continue
            m = methods[name]
            start = _segment_start(lines, m)
            drop.append((start, m.end_lineno))
            bodies.append(_selfish("".join(lines[start:m.end_lineno]), name))
            moved[name] = (module, cls)
        mixins.append((module, cls, doc, bodies))
    stayed = [name for name in methods if name not in moved]

    print(f"{game_py}: {len(methods)} methods of Game; {len(moved)} moved, {len(stayed)} stay in game.py", file=out)
    for module, cls, _, bodies in mixins:
        print(f"  {module}.py: {cls}, {len(bodies)} methods", file=out)
    print(f"  stay in game.py (no section names them): {', '.join(stayed)}", file=out)
    if not_found:
        print(f"  named in the table but not in game.py: {', '.join(not_found)}", file=out)
    if missing_leaf:
        print(f"  leaf values not in game.py: {', '.join(missing_leaf)}", file=out)
    print(f"  records.py (leaf): {', '.join(found_leaf)}", file=out)
    if not write:
        return 0

    leaf_names = ", ".join(found_leaf)
    records = (LEAF_DOC.format(package=PACKAGE) + "\n\nfrom __future__ import annotations\n\n" + LEAF_IMPORTS
               + "\n\n" + "\n\n".join(p.rstrip("\n") + "\n" for p in leaf_parts))
    written = [engine / "records.py"]
    written[0].write_text(records, encoding="utf-8")
    for module, cls, doc, bodies in mixins:
        opening = _doc(f"{doc} The methods of :class:`~{PACKAGE}.game.Game` for this part of the rules, moved here by "
                       f"tools/split_game.py (Game inherits {cls}).")
        text = ('"""' + opening + '\n"""\n\nfrom __future__ import annotations\n\n'
                "from typing import TYPE_CHECKING\n" + import_text
                + f"from {PACKAGE}.records import {leaf_names}\n\nif TYPE_CHECKING:\n"
                f"    from {PACKAGE}.game import Game\n\n\nclass {cls}:\n"
                f'    """{doc.split(":")[0]}: the methods of Game for it."""\n\n' + "\n".join(bodies))
        path = engine / f"{module}.py"
        path.write_text(text, encoding="utf-8")
        written.append(path)

    # game.py without what moved, importing the leaf values and the mixins
    keep = [True] * len(lines)
    for start, end in drop:
        for i in range(start, end):
            keep[i] = False
    body = "".join(line for line, k in zip(lines, keep, strict=True) if k)
    body = re.sub(r"\n{3,}(?=    (?:def|@|#))", "\n\n", body)  # one blank line between the methods left
    body = re.sub(r"\n{4,}", "\n\n\n", body)
    reexports = ", ".join(f"{n} as {n}" if n in REEXPORT else n for n in found_leaf)
    mixin_imports = "".join(f"from {PACKAGE}.{module} import {cls}\n" for module, cls, _, _ in mixins)
    body = body.replace(import_text, import_text + f"from {PACKAGE}.records import {reexports}\n" + mixin_imports, 1)
    bases = ", ".join(cls for _, cls, _, _ in mixins)
    body = body.replace("\nclass Game:\n", f"\nclass Game({bases}):\n", 1)
    doc_end = body.index('"""', 3)
    body = (body[:doc_end].rstrip("\n") + "\n\n" + _doc(
        "The methods of each part of the rules are in the mixins Game inherits, written by tools/split_game.py: "
        + ", ".join(f"``{m}`` ({c})" for m, c, _, _ in mixins) + ".") + "\n" + body[doc_end:])
    game_py.write_text(body, encoding="utf-8")
    written.append(game_py)

    # the engine modules that imported a leaf value from game.py
    pattern = re.compile(rf"from {re.escape(PACKAGE)}\.game import ([A-Za-z_, ]+)$", re.M)
    for path in sorted(engine.rglob("*.py")):
        if path in written:
            continue
        text = path.read_text(encoding="utf-8")

        def leafward(m: re.Match[str]) -> str:
            names = [n.strip() for n in m.group(1).split(",")]
            return f"from {PACKAGE}.records import {m.group(1)}" if all(n in found_leaf for n in names) else m.group(0)

        new = pattern.sub(leafward, text)
        if new != text:
            path.write_text(new, encoding="utf-8")
            print(f"  {path.relative_to(root)}: imports its leaf values from records.py", file=out)

    equivalent = root / "mutation" / "equivalent.toml"
    if equivalent.exists():
        text = equivalent.read_text(encoding="utf-8")
        new = re.sub(r"reference_engine/game\.py::Game\.(\w+)::",
                     lambda m: (f"reference_engine/{moved[m.group(1)][0]}.py::{moved[m.group(1)][1]}.{m.group(1)}::"
                                if m.group(1) in moved else m.group(0)), text)
        if new != text:
            equivalent.write_text(new, encoding="utf-8")
            print(f"  {equivalent.relative_to(root)}: ids of moved methods follow them", file=out)

    ruff = [sys.executable, "-m", "ruff", "check", "--config", str(ROOT / "pyproject.toml"), "--no-cache"]
    files = [str(p) for p in written]
    subprocess.run([*ruff, "--select", "F401,I001", "--fix", "--quiet", "--config", "lint.isort.split-on-trailing-comma = false",
                    *files], check=False)
    check = subprocess.run([*ruff, "--select", "F821,F811,F401,I001,E501", *files], capture_output=True, text=True)
    if check.returncode:
        print(check.stdout + check.stderr, file=out)
        print("split_game: the written modules have the problems above (a name a moved method needs that only "
              "game.py defines: add it to LEAF, or leave the method in game.py)", file=out)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only report what would move")
    parser.add_argument("--root", type=Path, default=ROOT, help="the project folder (default: this one)")
    args = parser.parse_args(argv)
    return split(args.root, write=not args.check)


if __name__ == "__main__":
    sys.exit(main())
