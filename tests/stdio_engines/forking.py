"""A stdio engine that, asked to play a land, forks a child that sleeps holding its stdout open, and exits 0
without answering."""

import os
import time

from _serve import acts, run


def hook(request: dict) -> None:
    if acts(request, "play_land"):
        if os.fork() == 0:
            time.sleep(300)
            os._exit(0)
        os._exit(0)


run(hook)
