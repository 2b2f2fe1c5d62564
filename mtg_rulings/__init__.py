"""The rulings suite: official Magic rulings as executable specifications (the ``rulings`` command)."""

__version__ = "0.1.0"
