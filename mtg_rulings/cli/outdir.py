"""An output folder (``--out``) is owned by one run at a time, and holds only that run's files.

:func:`claim` is called by every command that writes into ``--out`` before it writes anything:

- it makes the folder, or fails with :class:`OutputFolderError` (exit 2) naming it and why (under ``/proc``,
  read-only, a file in the way), never a traceback;
- it takes an exclusive lock (``flock`` on ``OUT/.rulings.lock``, held until the command's process ends:
  the kernel lets it go even on SIGKILL). A second run into the same folder is refused, naming the run that
  holds it (its pid, command and start);
- it removes the files a previous run left (:data:`RUN_FILES`: ``results.json``, ``junit.xml``,
  ``cucumber-messages.ndjson``, ``report/``, ...), so that a run interrupted early, or killed before it
  wrote anything, can't leave the last run's complete results beside it as if they were its own. A link
  among them is removed as a link, never followed.

Files are then written with :func:`mtg_rulings.model.files.write_inside` or :func:`mtg_rulings.model.files.write_atomic`,
never through a link. See docs/robustness.md.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import errno
import fcntl
import json
import os
import shutil
import sys
from pathlib import Path

import click

from mtg_rulings.adapters.processes import interrupts_held
from mtg_rulings.model.files import TEMP_PREFIX, TEMP_SUFFIX, InputRefused, read_input

LOCK_NAME = ".rulings.lock"
#: What a run writes in its output folder (and a previous run's that a new one removes first).
RUN_FILES = ("results.json", "junit.xml", "cucumber-messages.ndjson", "report", ".junit.xml.partial",
             ".rulings-journal.jsonl", ".shards")
#: Locks this process holds (folder → open descriptor): kept open until the process ends.
_HELD: dict[Path, int] = {}


class OutputFolderError(click.ClickException):
    """An output folder that can't be used: the message names it and says why (exit code 2)."""

    exit_code = 2

    def format_message(self) -> str:
        return self.message

    def show(self, file: object = None) -> None:
        click.echo(f"rulings: {self.message}", err=True)


def _describe_holder(lock: Path) -> str:
    with contextlib.suppress(OSError, UnicodeDecodeError):
        text = lock.read_text(encoding="utf-8").strip()
        if text:
            return text
    return "another process"


def claim(out: Path, clear: tuple[str, ...] = RUN_FILES) -> Path:
    """Make ``out``, lock it for this process, and remove the files of ``clear`` a previous run left there.
    ``out`` (resolved) is returned. :class:`OutputFolderError` when the folder can't be made or written, or
    another run holds it. Claiming a folder this process already holds only clears it again."""
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise OutputFolderError(f"--out {out}: can't make the folder: {e.strerror or e}") from None
    if not out.is_dir():
        raise OutputFolderError(f"--out {out}: not a folder")
    real = out.resolve()
    # the folder is this process's and cleared, or neither: an interrupt (raised only once the signals are let
    # through again) finds it held and recorded in _HELD, its last run's files gone, or untouched
    with interrupts_held():
        if real not in _HELD:
            _lock(real, out)
        for name in clear:  # none of the last run's files kept beside this one's
            _remove(real / name, out)
        for stale in real.glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"):  # a write cut short by SIGKILL, in its last instant
            _remove(stale, out)
    return real


def _lock(real: Path, out: Path) -> None:
    lock = real / LOCK_NAME
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except OSError as e:
        why = "its lock file is a link" if e.errno == errno.ELOOP else e.strerror or str(e)
        raise OutputFolderError(f"--out {out}: can't write in the folder: {why}") from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise OutputFolderError(f"--out {out} is in use by another run ({_describe_holder(lock)}); wait for it "
                                "to end, or give another --out") from None
    since = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    command = " ".join(["rulings", *sys.argv[1:]])[:300]
    with contextlib.suppress(OSError):
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"pid {os.getpid()}, `{command}`, since {since}\n".encode("utf-8", "replace"), 0)
    _HELD[real] = fd


def _remove(path: Path, out: Path) -> None:
    try:
        if path.is_symlink() or not path.is_dir():
            path.unlink(missing_ok=True)
        else:
            shutil.rmtree(path)  # links inside are removed, not followed
    except OSError as e:
        raise OutputFolderError(f"--out {out}: can't remove the previous run's {path.name}: {e.strerror or e}") from None


def release(out: Path) -> None:
    """Let go of the lock on ``out`` (the process's end does it too)."""
    fd = _HELD.pop(out.resolve(), None)
    if fd is not None:
        os.close(fd)


def holds(out: Path) -> bool:
    """Whether this process has claimed ``out`` (and not released it): what a command's ``finally`` asks before
    writing what it ran, so that an interrupt before its claim writes nothing into a folder it doesn't own."""
    return out.resolve() in _HELD


def held_fds() -> tuple[int, ...]:
    """The descriptors of the locks this process holds: passed to a child that writes into the folder (the test
    process of `rulings run`), so that the folder stays locked while the child runs, even if this process dies."""
    return tuple(_HELD.values())


#: What every export writes beside its scenario files (and a new export removes first).
EXPORT_FILES = ("export-report.json", "index.json", "corpus.json", "rulings-forge.json", "rulings-xmage.json")


def previous_export(out: Path) -> tuple[str, ...]:
    """The files the last export into ``out`` listed in its export-report.json (to be removed by a new export;
    names that climb out of ``out`` or go through a link are left alone)."""
    try:
        files = json.loads(read_input(out / "export-report.json", 64 * 1024 * 1024)).get("files", [])
    except (InputRefused, ValueError, AttributeError):
        return ()
    kept = []
    for rel in files if isinstance(files, list) else []:
        if not isinstance(rel, str) or Path(rel).is_absolute() or ".." in Path(rel).parts:
            continue
        path, safe = out, True
        for part in Path(rel).parts[:-1]:
            path = path / part
            safe = safe and not path.is_symlink()
        if safe:
            kept.append(rel)
    return tuple(kept)
