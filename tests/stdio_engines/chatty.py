"""A stdio engine that prints one line nobody asked for after its answer to every land play (the answer
again, as a confused engine might). Read as the answer to the next request, it would shift every later
answer by one."""

import json
import sys

from _serve import acts, run


def rewrite(request: dict, answer: dict) -> dict:
    if acts(request, "play_land"):
        sys.stdout.write(json.dumps(answer) + "\n")  # the real answer follows it: both in one flush
    return answer


run(lambda request: None, rewrite)
