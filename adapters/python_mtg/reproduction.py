"""Standalone reproductions of python-mtg failures, in python-mtg's own terms (docs/verdicts.md, "Reproductions").

The adapter keeps the position it set up as python-mtg serialises it (``Game.serialize``, which round-trips through
``Game.deserialize`` with the game's random state) and the raw moves it pushed. :func:`script` writes a script that
imports only ``mtg`` and the standard library: it deserialises the position, pushes the moves (each must still be
legal), and asserts the ruling's answer read through python-mtg's public API (``permanents``, ``life``,
``legal_moves``), not through this suite's views.
"""

from __future__ import annotations

import pprint
from typing import Any

from mtg_rulings.adapters.reproduction import VERDICT, assemble
from mtg_rulings.model.scenario import Action, Check, Scenario

HELPERS = '''
def slug(name):
    """python-mtg's names drop punctuation ("Sazh's Chocobo" is sazh_s_chocobo): names are compared as slugs."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def named(game, name, player=None):
    return [p for p in game.permanents(player) if slug(p.name) == slug(name)]


def replay():
    game = mtg.Game.deserialize(POSITION)
    for i, move in enumerate(MOVES):
        try:
            game.push(move)
        except ValueError as e:
            print(f"the replay went otherwise: move {i} {move!r} is not legal in python-mtg: {e}")
            sys.exit(DIVERGED)
    return game
'''


def check_code(check: Check, seat: dict[str, str]) -> str | None:
    """The lines reading the ruling's answer to ``check`` through python-mtg's API (``game``), setting ``expected``
    and ``observed``; None for a check kind written in no such terms yet."""
    a = check.args
    if check.kind == "life":
        return f"expected = {a['life']!r}\nobserved = game.life()[{seat[a['player']]!r}]"
    if check.kind == "controls":
        return (f"expected = {dict(a['cards'])!r}\n"
                f"observed = {{name: len(named(game, name, {seat[a['player']]!r})) for name in expected}}")
    if check.kind == "counters":
        kind = {"+1/+1": "p1p1", "-1/-1": "m1m1"}.get(a["kind"], a["kind"])
        return (f"expected = [{a['count']!r}]\n# python-mtg's counter relation: (card id, kind, number)\n"
                f"observed = [sum(n for card, kind, n in game.state.get('counter', set()) if card == p.id and kind == "
                f"{kind!r}) for p in named(game, {a['card']!r})]")
    if check.kind == "tapped":
        return (f"expected = [{a['tapped']!r}]\nobserved = [p.tapped for p in named(game, {a['card']!r})]")
    if check.kind == "power_toughness":
        if "each" in a:
            return (f"expected = {sorted(tuple(x) for x in a['each'])!r}\n"
                    f"observed = sorted((p.power, p.toughness) for p in named(game, {a['card']!r}))")
        return (f"expected = [({a['power']!r}, {a['toughness']!r})]\n"
                f"observed = [(p.power, p.toughness) for p in named(game, {a['card']!r})]")
    return None


def script(scenario: Scenario, message: str, position: str, moves: list[Any], moves_before: dict[str, int],
           seat: dict[str, str], version: str) -> str | None:
    """The standalone script for ``scenario``'s failure ``message``, or None for a failure of a kind no script is
    written for. ``moves_before`` maps each action's feature line to how many moves were pushed before it."""
    line = message.split(": ", 1)[0]
    step = next((s for s in scenario.steps if line in (s.line, getattr(s, "expect_line", ""))), None)
    if isinstance(step, Check):
        code = check_code(step, seat)
        if code is None:
            return None
        body = "game = replay()\n" + code + "\n" + VERDICT
    elif isinstance(step, Action) and step.kind in ("play_land", "cast_spell") and step.line in moves_before:
        moves = moves[:moves_before[step.line]]
        if step.expect == "accepted" and " was rejected: " in message:
            expected = "a legal move"
        elif step.expect == "rejected" and "it was accepted" in message and not step.reject_rule:
            expected = "no legal move"
        else:
            return None
        verb = "play" if step.kind == "play_land" else "cast"
        body = (f"game = replay()\n# python-mtg's legal_moves is its rules: a move to {verb} {step.card} is its answer\n"
                f"found = [m.raw for m in game.legal_moves if m.raw[0] == {verb!r} and len(m.raw) > 2 and m.raw[1] == "
                f"{seat[str(step.player)]!r} and slug(game.name(m.raw[2])) == slug({step.card!r})]\n"
                f"expected = {expected!r}\nobserved = 'a legal move' if found else 'no legal move'\n" + VERDICT)
    else:
        return None
    ruling = message.split(" [", 1)[0].split(" (not verified", 1)[0]
    header = (f"Standalone reproduction of the ruling scenario {scenario.id!r} on python-mtg {version}.\n\n"
              f"{scenario.name}\n"
              f"Ruling's check, through the mtg-rulings adapter: {ruling}\n\n"
              f"Needs only python-mtg (pip install python-mtg=={version}): the position as python-mtg serialises it\n"
              f"(Game.serialize), the {len(moves)} moves the adapter pushed, then the answer read through python-mtg's API.\n"
              f"Exit 0: python-mtg gives the ruling's answer; 1: it doesn't; 2: the replay went otherwise.\n")
    definitions = f"POSITION = {position!r}\nMOVES = {pprint.pformat(list(moves), width=120)}\n" + HELPERS
    return assemble(header, ["re"], "mtg", definitions, body, "python-mtg")
