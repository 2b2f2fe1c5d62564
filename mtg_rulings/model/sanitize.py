"""Untrusted input made safe: engine text is data, and every JSON input is bounded.

**Text.** JSON allows escapes such as ``"\\udcff"`` that decode to a lone UTF-16 surrogate, and Python
engines can return such strings too (bytes decoded with ``surrogateescape``). A lone surrogate can't be
encoded as UTF-8, so writing ``results.json``, ``junit.xml``, Cucumber Messages or a report would fail and
the run's results would be lost. Strings are cleaned once, where they enter the suite: the stdio client's
decoded answers, the harness's outcomes (whatever an in-process adapter returned or raised), and every
JSON file the CLI reads. Control characters other than tab, CR and LF are replaced too (XML 1.0 can't
hold them).

**JSON.** :func:`parse_json` and :func:`read_json` refuse, with :class:`BadInput` naming the problem,
what would otherwise be a traceback or unbounded work: bytes that are not UTF-8, nesting deeper than
:data:`MAX_DEPTH`, integers of more than :data:`MAX_INT_DIGITS` digits, ``NaN``/``Infinity``, and files
larger than :data:`MAX_FILE_BYTES`.
"""

from __future__ import annotations

import json
import math
import re
import sys
from pathlib import Path
from types import FrameType
from typing import Any

REPLACEMENT = "\ufffd"
_BAD = re.compile("[\ud800-\udfff\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]")
#: JSON escapes that decode to what :func:`clean_text` replaces (raw ones can't be in valid UTF-8 JSON text,
#: except control characters, which JSON forbids unescaped in strings).
_BAD_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]|\\u00[01][0-9a-fA-F]|\\u007[fF]|\\u[fF]{3}[eEfF]|\\[bf]")
MAX_DEPTH = 64
MAX_INT_DIGITS = 30
MAX_FILE_BYTES = 256 * 1024 * 1024


class BadInput(ValueError):
    """Input the suite refuses to read; the message names the problem (and the file, when there is one)."""


#: The most characters of one engine text (a message, a reason, a trace line) the suite keeps: an engine that
#: says 30 MB in one refusal would otherwise make every output file of the run too large to read back.
MAX_TEXT_CHARS = 20_000


def clean_text(text: str, limit: int | None = None) -> str:
    """``text`` with lone surrogates and control characters (except tab, CR and LF) replaced by U+FFFD; with
    ``limit``, cut to that many characters, with a marker saying how many were cut."""
    if limit is not None and len(text) > limit:
        text = text[:limit] + f" [... {len(text) - limit} more characters cut by the harness]"
    return _BAD.sub(REPLACEMENT, text) if _BAD.search(text) else text


def clean_data(value: Any) -> Any:
    """``value`` (decoded JSON: dicts, lists, strings, numbers) with every string, key included, cleaned."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, dict):
        return {clean_text(k) if isinstance(k, str) else k: clean_data(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clean_data(v) for v in value]
    return value


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise BadInput(f"an integer of {len(text.lstrip('-'))} digits (at most {MAX_INT_DIGITS} are read)")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BadInput(f"a number out of range: {text[:40]}")
    return value


def _constant(name: str) -> Any:
    raise BadInput(f"{name} is not a JSON number")


def _stack_depth() -> int:
    frame: FrameType | None = sys._getframe()
    n = 0
    while frame is not None:
        n, frame = n + 1, frame.f_back
    return n


def _loads(text: str) -> Any:
    """``json.loads`` whose nesting is bounded: the C decoder counts each level against the recursion limit,
    so it is lowered to allow :data:`MAX_DEPTH` levels more than the current stack for the call (cheaper
    than walking the decoded document)."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(_stack_depth() + MAX_DEPTH + 8)
    try:
        return json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    finally:
        sys.setrecursionlimit(old)


def parse_json(text: str | bytes) -> Any:
    """Decode one JSON document, bounded as this module says; raises :class:`BadInput`. Strings are cleaned
    (:func:`clean_text`)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as e:
            raise BadInput(f"not UTF-8 (byte {e.start}: {text[e.start:e.start + 1]!r})") from None
    try:
        data = _loads(text)
    except RecursionError:
        raise BadInput(f"JSON nested more than {MAX_DEPTH} levels deep") from None
    except json.JSONDecodeError as e:
        raise BadInput(f"not JSON: {e}") from None
    except ValueError as e:  # e.g. Python's own limit on converting long integers
        raise BadInput(str(e)) from None
    if _BAD_ESCAPE.search(text):
        try:
            data = clean_data(data)
        except RecursionError:
            raise BadInput(f"JSON nested more than {MAX_DEPTH} levels deep") from None
    return data


def read_json(path: Path) -> Any:
    """Read and decode the JSON file ``path``; raises :class:`BadInput` naming the file and the problem."""
    from mtg_rulings.model.files import InputRefused, read_input

    try:
        raw = read_input(path, MAX_FILE_BYTES)  # a regular file only, its size checked before reading
    except InputRefused as e:
        raise BadInput(str(e)) from None
    try:
        return parse_json(raw)
    except BadInput as e:
        raise BadInput(f"{path}: {e}") from None
