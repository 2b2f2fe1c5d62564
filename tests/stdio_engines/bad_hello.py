"""A stdio engine whose hello declares a capability outside the vocabulary and an unknown action kind."""

from _serve import run


def rewrite(request: dict, answer: dict) -> dict:
    if request.get("cmd") == "hello":
        return {**answer, "capabilities": [*answer["capabilities"], "time-travel"], "action_kinds": ["teleport"]}
    return answer


run(lambda request: None, rewrite)
