"""Counting the work a call does, to judge how it grows with its input without a clock (a shared machine's load
changes every timing; it changes no count)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any


def count_operations(work: Callable[[], Any]) -> int:
    """How many Python lines and C functions ``work()`` runs (``sys.settrace`` line events and ``sys.setprofile``
    C calls: a loop in Python counts each turn, a C scan such as ``in`` on a list each call)."""
    count = 0

    def line(frame: Any, event: str, arg: Any) -> Any:
        nonlocal count
        count += 1
        return line

    def profile(frame: Any, event: str, arg: Any) -> None:
        nonlocal count
        if event == "c_call":
            count += 1

    sys.settrace(line)
    sys.setprofile(profile)
    try:
        work()
    finally:
        sys.settrace(None)
        sys.setprofile(None)
    return count
