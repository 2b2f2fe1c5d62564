"""Engine names and where they lead: the one module that parses an engine name.

A name is one of three forms (``rulings run --engine NAME``):

- ``stdio:<command>``: a program speaking the stdio protocol (:mod:`mtg_rulings.adapters.stdio`), run as its
  own process, never in the test process nor in an isolated worker;
- ``module:Class``: an adapter class not installed as a package (the current folder is importable, as with
  ``python -m``);
- a name registered in the entry-point group :data:`~mtg_rulings.adapters.contract.ENTRY_POINT_GROUP`.

Unknown or unloadable names raise :class:`~mtg_rulings.adapters.contract.UnknownEngine`.
"""

from __future__ import annotations

import importlib
import os
import shlex
import shutil
import sys
from collections.abc import Callable
from importlib.metadata import entry_points

from mtg_rulings.adapters.contract import ENTRY_POINT_GROUP, Engine, UnknownEngine

#: Loads an engine's adapter class (an entry point's ``load``), so unused engines are never imported.
EngineLoader = Callable[[], type[Engine]]
#: The prefix of a stdio engine's name, ``stdio:<command>``.
STDIO_PREFIX = "stdio:"


def is_stdio(name: str) -> bool:
    """Whether ``name`` is a ``stdio:<command>`` engine: its own process, speaking the protocol itself."""
    return name.startswith(STDIO_PREFIX)


def stdio_argv(command: str) -> list[str]:
    """The argument vector of a stdio engine's ``command`` (the name without ``stdio:``), its program found on
    PATH; raises :class:`UnknownEngine` for a command that can't be parsed, is empty, or names no program."""
    try:
        argv = shlex.split(command)
    except ValueError as e:
        raise UnknownEngine(f"can't parse the stdio engine command {command!r}: {e}") from None
    if not argv:
        raise UnknownEngine("stdio: needs a command, e.g. stdio:'rulings serve'")
    if shutil.which(argv[0]) is None:
        raise UnknownEngine(f"stdio engine command not found: {argv[0]!r}")
    return argv


def is_adapter_path(name: str) -> bool:
    """Whether ``name`` is a ``module:Class`` adapter (loaded by import, not looked up by name)."""
    return not is_stdio(name) and ":" in name


def available_engines() -> dict[str, EngineLoader]:
    """Engines registered in the ``rulings.engines`` entry-point group, by name."""
    found: dict[str, EngineLoader] = {}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        found[ep.name] = ep.load
    if "reference" not in found:  # running from a source tree without an install
        found["reference"] = _reference
    return found


def _reference() -> type[Engine]:
    # late: imports the whole reference engine, needed only when no entry point registers it
    from mtg_rulings.adapters.reference import ReferenceEngine

    return ReferenceEngine


def load_engine(name: str) -> Engine:
    """Instantiate the engine registered as ``name``, or the adapter class at ``module:Class``
    (for an adapter not installed as a package), or ``stdio:<command>`` for an engine speaking the stdio
    protocol (adapters/stdio). Raises :class:`UnknownEngine`."""
    if is_stdio(name):
        # late: the protocol client (and its schemas) only for a stdio engine; a command's own name is checked
        # by stdio_argv without it
        from mtg_rulings.adapters.stdio.client import StdioEngine

        return StdioEngine(name.removeprefix(STDIO_PREFIX))
    if is_adapter_path(name):
        module, _, attr = name.partition(":")
        if os.getcwd() not in sys.path:  # like `python -m`: an adapter module in the current folder is found
            sys.path.insert(0, os.getcwd())
        try:
            cls = getattr(importlib.import_module(module), attr)
        except (ImportError, AttributeError) as e:
            raise UnknownEngine(f"can't load engine adapter {name!r}: {e}") from None
        if not (isinstance(cls, type) and issubclass(cls, Engine)):
            raise UnknownEngine(f"{name!r} is not an Engine subclass")
        return cls()
    engines = available_engines()
    if name not in engines:
        raise UnknownEngine(f"unknown engine {name!r}; available: {', '.join(sorted(engines))}")
    try:
        return engines[name]()()
    except ImportError as e:  # e.g. the engine's own package is not installed
        hint = (f" (install the engine with the suite's extra: python3 -m pip install 'mtg-rulings[{name}]'; "
                f"in a clone of the suite: python3 -m pip install -e '.[{name}]')" if name in ("phase", "python-mtg") else "")
        raise UnknownEngine(f"engine {name!r} is registered but can't be loaded: {e}{hint}") from None
