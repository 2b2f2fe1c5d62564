"""A user's rulings, cards and features, loaded before the suite is checked or run.

Rulings files (``rulings-source/1``) come from ``--rulings FILE`` and from ``*.rulings.json`` files beside the
features; card files (``rulings-cards/1``) from ``--cards FILE`` and ``*.cards.json`` beside the features. The
suite's own rulings and cards are always there: a user's files add to them, never replace them.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from mtg_rulings.model.files import InputRefused, check_input
from mtg_rulings.model.sources import RulingsFileError, add_rulings_files

#: The largest rulings or card file read (the suite's own are well under 1 MB).
MAX_DATA_BYTES = 64 * 1024 * 1024
RULINGS_BESIDE = "*.rulings.json"
CARDS_BESIDE = "*.cards.json"


class UserDataError(ValueError):
    """A user's rulings or card file can't be loaded; the message names the file, the line and the card."""


def beside(features: Iterable[Path], pattern: str) -> list[Path]:
    return [p for d in features if d.is_dir() for p in sorted(d.rglob(pattern))]


def load_user_data(features: Iterable[Path] = (), rulings_files: Iterable[Path] = (),
                   card_files: Iterable[Path] = ()) -> None:
    """Add the rulings files, then the card files (each file once per process). Raises :class:`UserDataError`."""
    features = list(features)
    rulings_files = [*rulings_files, *beside(features, RULINGS_BESIDE)]
    card_files = [*card_files, *beside(features, CARDS_BESIDE)]
    try:
        for path in [*rulings_files, *card_files]:  # a FIFO or a device never reaches a reader (mtg_rulings/model/files.py)
            check_input(path, MAX_DATA_BYTES)
        add_rulings_files(rulings_files)
    except (InputRefused, RulingsFileError) as e:
        raise UserDataError(str(e)) from None
    if card_files:
        # late: the reference engine's catalogue (about a quarter of a second to import), only when there are
        # card files to check against it; `rulings run` without any starts its test process without it
        from mtg_rulings.reference_engine.cards import CardFileError, add_card_files

        try:
            add_card_files(card_files)
        except CardFileError as e:
            raise UserDataError(str(e)) from None
