"""The mutation tool's own cosmic-ray operators, beside cosmic-ray's core ones: provider ``rulings``, registered by
:func:`register` in this process and, for cosmic-ray's own commands, by ``python -m mutation.cosmic_ray_cli`` (not
an entry point of the package, which would add them to every cosmic-ray run of whoever installs the suite).

cosmic-ray changes expressions (operators, constants, comparisons); it never removes what a function *does*. Two
faults it can't make are common in rules code: a step left out (an ``attach``, a ``continue`` after a "you may"
answered no, a ``return`` that stops an effect) and a function that answers nothing (a lookup that returns None).

- ``rulings/StatementDeletion``: one simple statement inside a function body becomes ``pass`` (an expression
  statement such as a call, an assignment, ``return``, ``raise``, ``break``, ``continue``, ``del``, ``assert``).
  Imports, ``global``/``nonlocal``, ``pass`` itself and string statements (docstrings) are left alone, and so is
  everything outside functions (module and class bodies are data and declarations, not steps).
- ``rulings/ReturnNone``: ``return <expression>`` becomes ``return None`` (skipped where the expression is
  already ``None``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cosmic_ray.operators.operator import Example, Operator
from parso.python.tree import Keyword

#: The small statements StatementDeletion may remove (parso node types), beside bare expressions.
_DELETABLE = frozenset({"expr_stmt", "return_stmt", "raise_stmt", "break_stmt", "continue_stmt", "del_stmt",
                        "assert_stmt"})
#: Node types that are never a deletable statement even as a direct child of a simple statement.
_KEPT = frozenset({"import_name", "import_from", "global_stmt", "nonlocal_stmt", "newline", "operator", "string",
                   "strings", "fstring", "keyword"})


def _in_function(node: Any) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.type in ("funcdef", "lambdef"):
            return True
        if parent.type == "classdef":
            return False
        parent = parent.parent
    return False


def _deletable(node: Any) -> bool:
    parent = node.parent
    if parent is None or parent.type != "simple_stmt":
        return False
    if node.type == "keyword":  # a bare ``break``, ``continue`` or ``return`` is a leaf
        return node.value in ("break", "continue", "return") and _in_function(node)
    if node.type in _KEPT:
        return False
    if node.type not in _DELETABLE and node.type not in ("atom_expr", "power", "name", "atom", "test", "not_test",
                                                         "and_test", "or_test", "comparison", "await"):
        return False
    return _in_function(node)


class StatementDeletion(Operator):
    """Replace one simple statement of a function body with ``pass``."""

    def mutation_positions(self, node: Any) -> Iterator[tuple[tuple[int, int], tuple[int, int]]]:
        if _deletable(node):
            yield (node.start_pos, node.end_pos)

    def mutate(self, node: Any, index: int) -> Any:
        assert index == 0 and _deletable(node)
        return Keyword("pass", node.start_pos, prefix=node.get_first_leaf().prefix)

    @classmethod
    def examples(cls) -> tuple[Example, ...]:
        return (
            Example("def f():\n    g()\n", "def f():\n    pass\n"),
            Example("def f(x):\n    x.n = 1\n    return x\n", "def f(x):\n    pass\n    return x\n"),
            Example("def f(x):\n    x.n = 1\n    return x\n", "def f(x):\n    x.n = 1\n    pass\n", occurrence=1),
            Example("def f(xs):\n    for x in xs:\n        if x:\n            continue\n",
                    "def f(xs):\n    for x in xs:\n        if x:\n            pass\n"),
            Example("def f():\n    a = 1; b = 2\n", "def f():\n    pass; b = 2\n"),
            Example("def f(x):\n    if x:\n        return\n    g()\n", "def f(x):\n    if x:\n        pass\n    g()\n"),
        )


def _returns_value(node: Any) -> bool:
    if node.type != "return_stmt" or len(node.children) < 2:
        return False
    value = node.children[1]
    return not (value.type == "keyword" and value.value == "None")


class ReturnNone(Operator):
    """Replace the value of ``return <expression>`` with ``None``."""

    def mutation_positions(self, node: Any) -> Iterator[tuple[tuple[int, int], tuple[int, int]]]:
        if _returns_value(node):
            yield (node.children[1].start_pos, node.children[1].end_pos)

    def mutate(self, node: Any, index: int) -> Any:
        assert index == 0 and _returns_value(node)
        value = node.children[1]
        node.children[1] = Keyword("None", value.start_pos, prefix=value.get_first_leaf().prefix)
        node.children[1].parent = node
        return node

    @classmethod
    def examples(cls) -> tuple[Example, ...]:
        return (
            Example("def f(x):\n    return x + 1\n", "def f(x):\n    return None\n"),
            Example("def f(x):\n    if x:\n        return [x]\n    return None\n",
                    "def f(x):\n    if x:\n        return None\n    return None\n"),
        )


_OPERATORS: dict[str, type[Operator]] = {"StatementDeletion": StatementDeletion, "ReturnNone": ReturnNone}


class OperatorProvider:
    """cosmic-ray's operator provider protocol: the names of this provider's operators, and each by name."""

    def __iter__(self) -> Iterator[str]:
        return iter(_OPERATORS)

    def __getitem__(self, name: str) -> type[Operator]:
        return _OPERATORS[name]


def register() -> None:
    """Make this provider's operators known to cosmic-ray in this process (``rulings/<name>``); idempotent."""
    import cosmic_ray.plugins

    cosmic_ray.plugins.OPERATOR_PROVIDERS.setdefault("rulings", OperatorProvider())
