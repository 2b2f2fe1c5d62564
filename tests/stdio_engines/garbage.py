"""A stdio engine that answers players passing priority until the stack is empty with garbage.

``garbage.py text`` (the default) prints a line that is not JSON; ``garbage.py schema`` prints JSON
that breaks the protocol's schema (``{"id": <the request's>, "accepted": "yes"}``).
"""

import sys

from _serve import acts, run

MODE = sys.argv[1] if len(sys.argv) > 1 else "text"


def hook(request: dict) -> None:
    if acts(request, "resolve_stack") and MODE == "text":
        sys.stdout.write("Segmentation fault (core dumped) <<garbage>>\n")
        sys.stdout.flush()


def rewrite(request: dict, answer: dict) -> dict:
    if acts(request, "resolve_stack") and MODE == "schema":
        return {"id": answer["id"], "accepted": "yes"}
    return answer


def main() -> None:
    # In text mode the garbage line takes the place of the answer: the harness reads it first and gives up.
    run(hook, rewrite)


if __name__ == "__main__":
    main()
