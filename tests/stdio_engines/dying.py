"""A stdio engine that answers hello, then dies (exit code 70) whenever it is asked to start a game."""

import os
import sys

from _serve import run


def hook(request: dict) -> None:
    if request.get("cmd") == "start":
        sys.stderr.write("simulated crash: can't start a game\n")
        sys.stderr.flush()
        os._exit(70)


run(hook)
