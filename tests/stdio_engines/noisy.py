"""A stdio engine that logs 1 MB to stderr before every answer (``noisy.py N`` logs N MB), then answers
correctly: its answers must arrive in time however much it logs."""

import sys

from _serve import run

MEGABYTES = int(sys.argv[1]) if len(sys.argv) > 1 else 1
LOG = ("engine log line " + "x" * 1000 + "\n") * 1000  # about 1 MB


def hook(request: dict) -> None:
    for _ in range(MEGABYTES):
        sys.stderr.write(LOG)
    sys.stderr.flush()


run(hook)
