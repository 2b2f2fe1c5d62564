"""A stdio engine whose text holds lone surrogates and a NUL (valid JSON escapes such as ``\\udcff``): it
refuses every land play with such a reason, and shows such names. Engine text is data: the run must still
write every file, with that text made writable."""

from _serve import acts, run

ODD = " \udcff\ud800 \x00"


def rewrite(request: dict, answer: dict) -> dict:
    if acts(request, "play_land"):
        return {"id": request["id"], "accepted": False, "reason": "no" + ODD, "rule": "305.2"}
    if "snapshot" in answer:
        for obj in answer["snapshot"]["battlefield"]:
            obj["name"] = obj["name"] + ODD
    return answer


run(lambda request: None, rewrite)
