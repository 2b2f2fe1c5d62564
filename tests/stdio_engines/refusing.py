"""A stdio engine that can't put cards onto the battlefield and says so with the error ``unsupported-action``
(``refusing.py unsupported`` uses the error ``unsupported``)."""

import sys

from _serve import acts, run

CODE = sys.argv[1] if len(sys.argv) > 1 else "unsupported-action"


def rewrite(request: dict, answer: dict) -> dict:
    if acts(request, "put_onto_battlefield"):
        return {"id": request["id"], "error": {"code": CODE, "message": "put_onto_battlefield is not implemented"}}
    return answer


run(lambda request: None, rewrite)
