"""Every candidate mutant of ``reference_engine/``: what cosmic-ray can change, where, and in which function.

cosmic-ray's ``init`` lists each mutation as (module, operator, occurrence, position); this module reads that
list from its session database and adds what the sample and the report need: the enclosing function (or the
card, for card data), the source line, and whether the mutant is excluded because it can only change text
meant for people (trace and message text, docstrings, :data:`TEXT_FUNCTIONS`), or code that never runs
(annotations, which ``from __future__ import annotations`` leaves unevaluated; ``if TYPE_CHECKING`` blocks),
or is equivalent by construction (:data:`EXCLUDED_OPERATORS`).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: Equality swapped for identity (and back): the engine compares with ``==`` only values whose equality is
#: identity (None, objects of ``eq=False`` dataclasses) or interned constants, so these mutants change nothing
#: by construction; left in, each would only add an equivalent mutant to judge by hand.
EXCLUDED_OPERATORS = frozenset({
    "core/ReplaceComparisonOperator_Eq_Is", "core/ReplaceComparisonOperator_Is_Eq",
    "core/ReplaceComparisonOperator_NotEq_IsNot", "core/ReplaceComparisonOperator_IsNot_NotEq",
})

#: Functions whose result is only text for people (trace lines, messages, ``repr``), or that only tests call:
#: never a rules behaviour.
TEXT_FUNCTIONS = frozenset({
    "__repr__", "__str__",
    "log",        # Game.log: one line of the trace
    "_describe",  # ManaPool._describe: a cost in a refusal message
    "format_mana",  # mana.format_mana: mana in refusal messages
    "_where",     # Game._where: "the top of Alice's library", for messages and the trace
    "_name",      # game._name: a target's name in the trace
    "signature",  # rewind.signature: a rendering of the game state for unit tests; the engine never calls it
    "_verify",    # reading._verify: the proof mode's comparison (RULINGS_CHECK_READING), off in every run
})

#: The card-file machinery of ``reference_engine/cards/``: reading, checking and reporting on card files and
#: plugins (schema, Oracle-sentence coverage, error positions, a user's cards replacing the suite's), by file and
#: qualified name of the function or class body (exact; plus every ``schema`` method, what is nested in one, and
#: the JSON Schema fragments written as dict displays, e.g. a block's parameters in ``_builtin``, an ``if`` that
#: refuses a card file, ``if ...: raise BlockError(...)``, the statements that add to the problems a card file is
#: refused with, ``problems.append(...)`` and the loops and ``except`` blocks that only do that, as in ``build``,
#: and a registration's ``self._unique(...)``, which refuses a plugin's name registered twice).
#: The corpus loads only the suite's own valid card files, so these faults show as a card file wrongly refused or
#: accepted, never in a game: ``tests/test_card_files.py`` measures them (``--tests card-files``). The rest,
#: building cards from valid files included, is rules code, measured by the corpus.
CARD_FILE_CODE: dict[str, frozenset[str]] = {
    "reference_engine/cards/loader.py": frozenset({
        "CardFileError", "CardFileError.__init__", "words", "sentences", "coverage_problems", "_validator_for",
        "validator", "_Reader", "_Reader.__init__", "_Reader.line_of", "_Reader.where", "CardFile.open",
        "schema_problems", "_unexpected_name", "_path_keys", "schema_text"}),
    "reference_engine/cards/blocks.py": frozenset({"BlockError", "BlockError.__init__", "Ref", "nullable",
                                                   "Registry._unique", "_check_text"}),
    "reference_engine/cards/catalog.py": frozenset({
        "not_modelled_notes", "_faces_and_tokens", "_walk_defs", "_walk_defs.walk", "add_card_files", "_shown",
        "_merge", "_suite_declared", "_forget", "_load_plugins", "_load"}),
}
AREAS = ("rules", "card files")


#: Keys that make a dict display a JSON Schema fragment.
_SCHEMA_KEYS = frozenset({"type", "$ref", "anyOf", "enum", "minItems", "minimum", "properties"})
#: The exceptions that refuse a card file (in the card-file modules, where a ValueError is one: ``build`` reports it
#: as a problem of the card file).
_REFUSALS = frozenset({"BlockError", "CardFileError", "ValueError"})


def area(file: str, function: str, in_schema: bool = False) -> str:
    """``card files`` for the card-file machinery (:data:`CARD_FILE_CODE`), else ``rules``. ``in_schema``: the
    mutant is inside a JSON Schema fragment, an ``if`` that refuses a card file or a statement that reports one of
    its problems."""
    names = CARD_FILE_CODE.get(file)
    if names is None:
        return "rules"
    parts = function.split(".")
    return "card files" if in_schema or function in names or "schema" in parts[1:] else "rules"


#: Calls that build card data: their ``name`` names the card a module-level mutant belongs to.
_CARD_BUILDERS = frozenset({"CardDef", "_town", "_adventure", "_basic"})


@dataclass(frozen=True)
class Candidate:
    """One mutant cosmic-ray can make. ``occurrence`` is cosmic-ray's index of this operator's mutation
    points in the module (how it applies the mutant); ``line`` and ``col`` are 1-based and 0-based
    (characters); ``function`` is the qualified name of the enclosing function or class, ``<card NAME>``
    for card data, or ``<module NAME>`` for a module-level assignment; ``area`` is ``rules`` or ``card files``
    (:data:`CARD_FILE_CODE`)."""

    file: str
    line: int
    col: int
    operator: str
    occurrence: int
    function: str
    source_line: str
    excluded: str | None = None  # why it is left out of the sample, or None
    area: str = "rules"  # "rules" or "card files" (see CARD_FILE_CODE)


@dataclass(frozen=True)
class _Span:
    start: tuple[int, int]
    end: tuple[int, int]
    label: str

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.start <= pos < self.end


class SourceMap:
    """What a source file's syntax says about positions in it: enclosing function, card and exclusions."""

    def __init__(self, source: str) -> None:
        self.lines = source.splitlines()
        tree = ast.parse(source)
        self.scopes: list[_Span] = []  # functions and classes, with qualified names
        self.cards: list[_Span] = []
        self.assignments: list[_Span] = []
        self.excluded: list[_Span] = []
        self.schemas: list[_Span] = []  # JSON Schema fragments, and the tests of ifs that refuse a card file
        self._walk(tree, "")
        for node in tree.body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
                if names:
                    self.assignments.append(self._span(node, names[0]))

    def _span(self, node: ast.AST, label: str) -> _Span:
        first: Any = node
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.decorator_list:
            first = node.decorator_list[0]  # a decorator belongs to what it decorates
        return _Span(self._pos(first.lineno, first.col_offset - (1 if first is not node else 0)),
                     self._pos(node.end_lineno, node.end_col_offset), label)  # type: ignore[attr-defined]

    def _pos(self, line: int, byte_col: int) -> tuple[int, int]:
        """ast counts columns in UTF-8 bytes, cosmic-ray (parso) in characters."""
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        return line, len(text.encode()[:byte_col].decode(errors="ignore"))

    def _walk(self, node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            name = prefix
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}.{child.name}" if prefix else child.name
                self.scopes.append(self._span(child, name))
                if not isinstance(child, ast.ClassDef) and child.returns is not None:
                    self.excluded.append(self._span(child.returns, "annotation (never evaluated)"))
                if child.name in TEXT_FUNCTIONS:
                    self.excluded.append(self._span(child, f"text or tests only ({child.name})"))
                if child.body and _is_docstring(child.body[0]):
                    self.excluded.append(self._span(child.body[0], "docstring"))
            elif isinstance(child, ast.Call):
                called = _called_name(child)
                if called == "log":
                    self.excluded.append(self._span(child, "trace text (log)"))
                if called in _CARD_BUILDERS and (card := _card_name(child)):
                    self.cards.append(self._span(child, f"<card {card}>"))
            elif isinstance(child, (ast.arg, ast.AnnAssign)) and child.annotation is not None:
                self.excluded.append(self._span(child.annotation, "annotation (never evaluated)"))
            elif isinstance(child, ast.Dict) and any(
                    isinstance(k, ast.Constant) and k.value in _SCHEMA_KEYS for k in child.keys):
                self.schemas.append(self._span(child, "JSON Schema"))
            elif isinstance(child, ast.If) and len(child.body) == 1 and isinstance(child.body[0], ast.Raise) \
                    and isinstance(child.body[0].exc, ast.Call) and _called_name(child.body[0].exc) in _REFUSALS:
                self.schemas.append(self._span(child, "a card file's refusal"))
            elif _reports_problem(child) or (isinstance(child, ast.ExceptHandler) and child.body and all(
                    _reports_problem(s) or isinstance(s, ast.Continue) for s in child.body)):
                self.schemas.append(self._span(child, "a card file's problem"))
            elif _refuses_a_name_twice(child):
                self.schemas.append(self._span(child, "a plugin's refusal"))
            elif isinstance(child, ast.JoinedStr):
                self.excluded.append(self._span(child, "message text (f-string)"))
            elif isinstance(child, ast.If) and _is_type_checking(child.test):
                self.excluded.append(self._span(child, "typing only (if TYPE_CHECKING)"))
            self._walk(child, name)

    def function(self, pos: tuple[int, int]) -> str:
        """The innermost function or class around ``pos``; else the card being defined; else the assignment."""
        for spans in (self.scopes, self.cards):
            inner = [s for s in spans if s.contains(pos)]
            if inner:
                return max(inner, key=lambda s: s.start).label
        outer = [s for s in self.assignments if s.contains(pos)]
        return f"<module {outer[0].label}>" if outer else "<module>"

    def in_schema(self, pos: tuple[int, int]) -> bool:
        return any(s.contains(pos) for s in self.schemas)

    def exclusion(self, pos: tuple[int, int]) -> str | None:
        return next((s.label for s in self.excluded if s.contains(pos)), None)

    def line(self, n: int) -> str:
        return self.lines[n - 1].strip() if 0 < n <= len(self.lines) else ""


def _reports_problem(node: ast.AST) -> bool:
    """A statement that adds to the problems a card file is refused with (``problems.append(...)``, ``problems +=
    ...``), or a loop that does only that: the corpus loads only valid card files, so only the card-file tests see
    it."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute):
        func = node.value.func
        return func.attr in ("append", "extend") and isinstance(func.value, ast.Name) and func.value.id == "problems"
    if isinstance(node, ast.AugAssign):
        return isinstance(node.target, ast.Name) and node.target.id == "problems"
    if isinstance(node, ast.For):
        return not node.orelse and all(_reports_problem(s) for s in node.body)
    return False


def _refuses_a_name_twice(node: ast.AST) -> bool:
    """A registration's ``self._unique(name, table)``, the refusal of a name a plugin registers twice: the suite's
    own names are unique, so only the card-file tests see it."""
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and _called_name(node.value) == "_unique"


def _is_docstring(node: ast.stmt) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _called_name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def _card_name(call: ast.Call) -> str | None:
    for kw in call.keywords:
        if kw.arg == "name" and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
            return kw.value.value
    if call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
        return call.args[0].value
    return None


def describe(root: Path, items: Iterable[tuple[str, str, int, tuple[int, int]]]) -> list[Candidate]:
    """Candidates from cosmic-ray's work items, given as (module path, operator, occurrence, start position),
    with paths relative to ``root``."""
    maps: dict[str, SourceMap] = {}
    out = []
    for path, operator, occurrence, (line, col) in items:
        file = Path(path).as_posix()
        if file not in maps:
            maps[file] = SourceMap((root / file).read_text(encoding="utf-8"))
        smap = maps[file]
        why = "equality for identity (equivalent by construction)" if operator in EXCLUDED_OPERATORS \
            else smap.exclusion((line, col))
        function = smap.function((line, col))
        where = area(file, function, smap.in_schema((line, col)))
        out.append(Candidate(file, line, col, operator, occurrence, function, smap.line(line), why, where))
    return sorted(out, key=lambda c: (c.file, c.line, c.col, c.operator, c.occurrence))


def cosmic_ray_init(config: Path, session: Path, cwd: Path) -> None:
    """cosmic-ray's own enumeration of every mutation point (``cosmic-ray init``) into ``session``."""
    subprocess.run([sys.executable, "-m", "mutation.cosmic_ray_cli", "init", str(config), str(session), "--force"],
                   cwd=cwd, check=True)


def read_session(session: Path) -> dict[tuple[str, str, int], Any]:
    """The work items of a cosmic-ray session (one mutation each), by (module path, operator, occurrence)."""
    from cosmic_ray.work_db import WorkDB, use_db

    with use_db(str(session), WorkDB.Mode.open) as db:
        return {(Path(i.mutations[0].module_path).as_posix(), i.mutations[0].operator_name, i.mutations[0].occurrence): i
                for i in db.work_items}


def positions(items: dict[tuple[str, str, int], Any]) -> list[tuple[str, str, int, tuple[int, int]]]:
    """(module path, operator, occurrence, start position) of each work item, for :func:`describe`."""
    return [(*key, tuple(item.mutations[0].start_pos)) for key, item in items.items()]
