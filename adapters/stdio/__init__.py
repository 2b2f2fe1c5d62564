"""The stdio protocol (``rulings-stdio/4``): engines in any language, over stdin/stdout.

:mod:`adapters.stdio.protocol` holds the messages and schemas, :mod:`adapters.stdio.client` the
harness side (engine ``stdio:<command>``), :mod:`adapters.stdio.server` serves any Python engine.
"""

from adapters.stdio.client import PREFIX, StdioEngine
from adapters.stdio.protocol import PROTOCOL

__all__ = ["PREFIX", "PROTOCOL", "StdioEngine"]
