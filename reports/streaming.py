"""Writing a report in pieces, atomically: readers see the old file or the whole new one, never a part, and the
writer never holds the whole text (a report of 10^5 results is hundreds of megabytes as one string)."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO


@contextlib.contextmanager
def atomic_writer(path: Path) -> Iterator[TextIO]:
    """A text file to write ``path`` through: renamed into place when the block ends, removed if it raises (as
    :func:`reports.results.write_atomic` does for a whole text)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, 0o644)  # mkstemp makes 0600; reports are meant to be read (and served)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            yield f
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
