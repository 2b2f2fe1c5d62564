"""A stdio engine that refuses every land play with a reason of 2 MB (well under the protocol's line limit)."""

from _serve import acts, run


def rewrite(request: dict, answer: dict) -> dict:
    if acts(request, "play_land"):
        return {"id": request["id"], "accepted": False, "reason": "w" * (2 * 1024 * 1024), "rule": "305.2"}
    return answer


run(lambda request: None, rewrite)
