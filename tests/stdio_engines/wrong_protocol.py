"""A stdio engine that speaks another version of the protocol (rulings-stdio/0)."""

from _serve import run


def rewrite(request: dict, answer: dict) -> dict:
    if request.get("cmd") == "hello":
        return {**answer, "protocol": "rulings-stdio/0"}
    return answer


run(lambda request: None, rewrite)
