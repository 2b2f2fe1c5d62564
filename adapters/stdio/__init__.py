"""The stdio protocol (``rulings-stdio/4``): engines in any language, over stdin/stdout.

:mod:`mtg_rulings.adapters.stdio.protocol` holds the messages and schemas, :mod:`mtg_rulings.adapters.stdio.client` the
harness side (engine ``stdio:<command>``), :mod:`mtg_rulings.adapters.stdio.server` serves any Python engine.
"""

from mtg_rulings.adapters.stdio.client import PREFIX, StdioEngine
from mtg_rulings.adapters.stdio.protocol import PROTOCOL

__all__ = ["PREFIX", "PROTOCOL", "StdioEngine"]
