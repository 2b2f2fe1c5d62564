"""A stdio engine that dies (exit code 70) whenever an effect puts cards onto the battlefield."""

import os
import sys

from _serve import acts, run


def hook(request: dict) -> None:
    if acts(request, "put_onto_battlefield"):
        sys.stdout.write('{"accepted": tr')  # half an answer, then the process is gone
        sys.stdout.flush()
        sys.stderr.write("simulated crash: put_onto_battlefield is not implemented\n")
        sys.stderr.flush()
        os._exit(70)


run(hook)
