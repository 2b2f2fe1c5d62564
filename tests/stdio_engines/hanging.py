"""A stdio engine that never answers when a player looks at the top card of their library
(``hanging.py hello``: never answers hello)."""

import sys
import time

from _serve import acts, run


def hook(request: dict) -> None:
    if acts(request, "look_at_library_top") or (sys.argv[1:] == ["hello"] and request.get("cmd") == "hello"):
        time.sleep(3600)


run(hook)
