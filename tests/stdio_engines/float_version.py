"""A stdio engine whose hello declares its version as a number (1.5), which the protocol's schema refuses."""

from _serve import run


def rewrite(request: dict, answer: dict) -> dict:
    return {**answer, "version": 1.5} if request.get("cmd") == "hello" else answer


run(lambda request: None, rewrite)
