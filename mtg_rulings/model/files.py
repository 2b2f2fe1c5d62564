"""The one place files are read from the user and written into an output folder (docs/robustness.md).

**Input.** :func:`read_input` reads a file the user named (a feature, card, rulings, results or baseline
file) only if it is a regular file, its size is checked *before* reading, and no more than the bound is ever
read (a file that grows while it is read is refused too). A FIFO, a device (``/dev/zero``), a socket or a
folder is refused with :class:`InputRefused` naming the file: reading one would hang or never end.

**Output.** :func:`write_inside` writes ``root/rel`` so that nothing is written through a link: every
component of ``rel`` that exists must be a real folder (or, last, a real file), never a symbolic link, and the
file is replaced atomically (readers see the old file or the whole new one). A file name too long for the
file system is shortened, keeping a hash of the whole name (:func:`file_name`).

Every file the CLI writes, in an output folder or where the user named it (``--markdown FILE``, ``--workflow``,
``baseline update --file``, ``new --out``, ``report --history``), goes through :func:`atomic_writer` (or
:func:`write_atomic`): a temporary file in the same folder, renamed into place. A link at
the path is replaced, never followed; a FIFO, device, socket or folder there is refused (:func:`check_output`);
any OS error (a parent that can't be made, no permission, a read-only file system, a name too long) is an
:class:`OutputRefused` naming the path, and the temporary file is removed. The CLI turns it into exit 2.

Only the standard library is used: every layer may import this module.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

#: The largest file the CLI reads (a results file of 100,000 results is about 60 MB).
MAX_INPUT_BYTES = 256 * 1024 * 1024
#: The longest file name written (most file systems allow 255 bytes; a margin for a temporary's prefix and suffix).
MAX_NAME_BYTES = 180


class InputRefused(ValueError):
    """A file the suite won't read; the message names the file and says why."""


class OutputRefused(OSError):
    """A file the suite won't write (a link in the way, a folder it can't write); the message names it."""

    def __str__(self) -> str:
        return self.strerror or super().__str__()  # the message alone: "[Errno 13] ..." is noise to a user


def _refused(path: Path, e: OSError) -> OutputRefused:
    if isinstance(e, OutputRefused):
        return e
    return OutputRefused(e.errno or errno.EIO, f"{path}: can't write it: {e.strerror or e}")


def _kind(mode: int) -> str:
    return ("a FIFO (named pipe)" if stat.S_ISFIFO(mode) else "a character device" if stat.S_ISCHR(mode)
            else "a block device" if stat.S_ISBLK(mode) else "a socket" if stat.S_ISSOCK(mode)
            else "a folder" if stat.S_ISDIR(mode) else "not a regular file")


def read_input(path: Path, limit: int = MAX_INPUT_BYTES) -> bytes:
    """The bytes of the regular file ``path``; :class:`InputRefused` (naming it) if it is no regular file, is
    larger than ``limit`` bytes, or can't be read. Opening never blocks (``O_NONBLOCK``: a FIFO with no writer)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        raise InputRefused(f"{path}: can't read it: {e.strerror or e}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise InputRefused(f"{path}: {_kind(info.st_mode)}, not a regular file; only regular files are read")
        if info.st_size > limit:
            raise InputRefused(f"{path}: {info.st_size} bytes; files of at most {limit} bytes are read")
        os.set_blocking(fd, True)
        chunks, size = [], 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise InputRefused(f"{path}: more than {limit} bytes (it grew while read); files of at most "
                                   f"{limit} bytes are read")
        return b"".join(chunks)
    except OSError as e:
        raise InputRefused(f"{path}: can't read it: {e.strerror or e}") from None
    finally:
        os.close(fd)


def read_input_text(path: Path, limit: int = MAX_INPUT_BYTES) -> str:
    """:func:`read_input` decoded as UTF-8; :class:`InputRefused` naming the file and the byte that isn't."""
    raw = read_input(path, limit)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        raise InputRefused(f"{path}:{line}: not UTF-8 (byte {e.start}: {raw[e.start:e.start + 1]!r})") from None


def check_input(path: Path, limit: int = MAX_INPUT_BYTES) -> None:
    """Refuse (:class:`InputRefused`) what :func:`read_input` would refuse, without reading: for a file another
    library opens itself."""
    try:
        info = os.stat(path)
    except OSError as e:
        raise InputRefused(f"{path}: can't read it: {e.strerror or e}") from None
    if not stat.S_ISREG(info.st_mode):
        raise InputRefused(f"{path}: {_kind(info.st_mode)}, not a regular file; only regular files are read")
    if info.st_size > limit:
        raise InputRefused(f"{path}: {info.st_size} bytes; files of at most {limit} bytes are read")


def file_name(name: str, limit: int = MAX_NAME_BYTES) -> str:
    """``name``, or, when its UTF-8 form is longer than ``limit`` bytes, its start and a hash of the whole name
    (the extension kept): an over-long scenario id still gets a file, and two long ids never share one."""
    if len(name.encode("utf-8")) <= limit:
        return name
    stem, dot, ext = name.rpartition(".")
    if not dot or len(ext) > 16:
        stem, ext = name, ""
    digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    keep = stem.encode("utf-8")[:limit - len(digest) - len(ext) - 3].decode("utf-8", "ignore")
    return f"{keep}~{digest}" + (f".{ext}" if ext else "")


def _refuse_link(path: Path, root: Path) -> None:
    if path.is_symlink():
        raise OutputRefused(errno.ELOOP, f"{path} is a symbolic link; nothing is written through a link in {root} "
                                         "(remove it, or give another --out)")


def target(root: Path, rel: str) -> Path:
    """``root/rel`` made safe to write: ``rel`` may not be absolute or climb out (``..``); every existing
    component is checked not to be a link, missing folders are made; :class:`OutputRefused` otherwise."""
    parts = Path(rel).parts
    if not parts or Path(rel).is_absolute() or any(p in ("..", ".", "") for p in parts):
        raise OutputRefused(errno.EINVAL, f"refusing to write {rel!r}: not a path inside {root}")
    try:
        root.mkdir(parents=True, exist_ok=True)  # the folder itself may be a link: the user named it
    except OSError as e:
        raise OutputRefused(e.errno or errno.EIO, f"{root}: can't make the folder: {e.strerror or e}") from None
    path = root
    for i, part in enumerate(parts):
        path = path / part
        _refuse_link(path, root)
        if i < len(parts) - 1:
            try:
                path.mkdir(exist_ok=True)
            except OSError as e:
                raise OutputRefused(e.errno or errno.EIO, f"{path}: can't make the folder: {e.strerror or e}") from None
    return path


#: The name of a temporary file being written: hidden, and known to the next run into the folder, which removes one
#: left by a write cut short in its last instant (mtg_rulings/cli/outdir.py).
TEMP_PREFIX, TEMP_SUFFIX = ".rulings-", ".tmp"


def _unnamed_file(folder: Path) -> int | None:
    """A file in ``folder`` with no name yet (Linux ``O_TMPFILE``): if the process is killed while writing it, it
    goes with the process and nothing is left in the folder. None where the system or file system has none."""
    flag = getattr(os, "O_TMPFILE", 0)
    if not flag:
        return None
    try:
        return os.open(folder, flag | os.O_WRONLY | os.O_CLOEXEC, 0o644)
    except OSError:
        return None


def _name(fd: int, path: Path) -> None:
    """Give the unnamed file open at ``fd`` the name ``path`` (``linkat`` through ``/proc/self/fd``, following that
    link: a directory descriptor is passed only so that ``os.link`` calls ``linkat``, not ``link``)."""
    folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.link(f"/proc/self/fd/{fd}", path.name, src_dir_fd=folder, dst_dir_fd=folder, follow_symlinks=True)
    finally:
        os.close(folder)


def check_output(path: Path) -> None:
    """Refuse (:class:`OutputRefused`, naming ``path``) to write over what isn't a regular file or a link: a FIFO
    (opening one blocks until a reader comes), a device, a socket or a folder. Nothing there, a regular file, or a
    link (which is replaced, never followed) is fine. Called by :func:`atomic_writer`; call it before long work
    (a run) so that a bad output path is refused before, not after."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return  # nothing there; a missing parent is made when written
    except OSError as e:  # a name too long, a parent that is a file, no permission to look
        raise _refused(path, e) from None
    if not (stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode)):
        raise OutputRefused(errno.EEXIST, f"{path}: {_kind(info.st_mode)} is in the way; only a regular file (or a "
                                          "link, which is replaced) is written over")


@contextlib.contextmanager
def atomic_writer(path: Path) -> Iterator[TextIO]:
    """A text file to write ``path`` through, in pieces: put in place when the block ends, removed if it raises,
    so readers see the old file or the whole new one, and a writer never holds the whole text (a report of 10^5
    results is hundreds of megabytes as one string). A link at ``path`` is replaced, never followed; what
    :func:`check_output` refuses is refused; an :class:`OSError` while writing (a full disk) is an
    :class:`OutputRefused` naming ``path``.

    The file being written has no name (:func:`_unnamed_file`) until it is whole: a SIGKILL mid-write, which no
    handler sees, leaves no half-written file behind. It is then named (``TEMP_PREFIX...TEMP_SUFFIX``, no part of
    ``path``'s name: long names stay in bounds) and renamed over ``path``, an instant's window."""
    check_output(path)
    tmp: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = _unnamed_file(path.parent)
        if fd is None:
            made, name = tempfile.mkstemp(dir=path.parent, prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX)
            fd, tmp = made, Path(name)
    except OSError as e:
        raise _refused(path, e) from None
    try:
        os.fchmod(fd, 0o644)  # mkstemp makes 0600, O_TMPFILE follows the umask; reports are meant to be read (and served)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            yield f
            f.flush()
            if tmp is None:
                tmp = path.parent / f"{TEMP_PREFIX}{os.urandom(6).hex()}{TEMP_SUFFIX}"
                _name(f.fileno(), tmp)
        os.replace(tmp, path)
    except BaseException as e:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        if isinstance(e, OSError):
            raise _refused(path, e) from None
        raise


def write_atomic(path: Path, text: str | bytes) -> None:
    """Write ``text`` to ``path`` at once, as :func:`atomic_writer` does in pieces."""
    with atomic_writer(path) as f:
        if isinstance(text, str):
            f.write(text)
        else:
            f.flush()
            f.buffer.write(text)


def write_inside(root: Path, rel: str, text: str | bytes) -> Path:
    """Write ``text`` atomically to ``root/rel`` (:func:`target`); the path written."""
    path = target(root, rel)
    write_atomic(path, text)
    return path
