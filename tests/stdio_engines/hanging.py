"""A stdio engine that never answers when a player looks at the top card of their library."""

import time

from _serve import acts, run


def hook(request: dict) -> None:
    if acts(request, "look_at_library_top"):
        time.sleep(3600)


run(hook)
