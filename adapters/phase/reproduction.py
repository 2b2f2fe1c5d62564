"""Standalone reproductions of phase failures, in phase's own terms (docs/verdicts.md, "Reproductions").

While a scenario runs, :class:`Transcript` records every call the adapter makes into phase that changes the
game: ``Engine.new_game`` (its decks and options), ``Game.apply`` (the seat, the ``GameAction`` dict, and phase's
refusal if it raised one) and ``Engine.load_game`` (as the changes from the state of the game it replaces, so a
position set up by the adapter is a short list of edits of phase's own dealt game). After a failure,
:func:`script` turns the transcript into a Python script that imports only ``phase`` and the standard library:
it builds the scenario's card faces with phase's own ``build_oracle_face`` from their Oracle records, replays
the calls (checking phase answers each as it did through the adapter), and asserts the ruling's answer read
from phase's raw state, not from this suite's views. It exits 0 when phase gives the ruling's answer, 1 when it
doesn't (the message says both), 2 when the replay went otherwise than through the adapter.

:func:`mtg_rulings.adapters.reproduction.run_script` runs a script in a fresh interpreter and says what it showed.
"""

from __future__ import annotations

import copy
import json
import pprint
import re
from typing import Any

from mtg_rulings.adapters.reproduction import VERDICT, assemble
from mtg_rulings.model.scenario import Action, Check, Scenario


def _text(value: Any) -> str:
    """The JSON text of ``value`` (phase's GameAction objects as their tagged dicts)."""
    if hasattr(value, "to_dict") and not isinstance(value, dict):
        value = value.to_dict()
    return json.dumps(value)


def _plain(value: Any) -> Any:
    """A JSON-shaped copy (phase's GameAction objects as their tagged dicts)."""
    return json.loads(_text(value))


def changes(old: Any, new: Any, path: tuple[str, ...] = ()) -> tuple[list[list[Any]], list[list[str]]]:
    """The edits that turn ``old`` into ``new`` (JSON-shaped): ``[path, value]`` to set, and paths to delete.
    Dicts are compared key by key; any other value that differs is set whole."""
    if old == new:
        return [], []
    if not (isinstance(old, dict) and isinstance(new, dict)):
        return [[list(path), copy.deepcopy(new)]], []
    sets: list[list[Any]] = []
    deletes: list[list[str]] = [list((*path, k)) for k in old if k not in new]
    for k, v in new.items():
        if k not in old:
            sets.append([list((*path, k)), copy.deepcopy(v)])
        else:
            s, d = changes(old[k], v, (*path, k))
            sets += s
            deletes += d
    return sets, deletes


class Transcript:
    """The calls into phase that made the current game, as the script's ``STEPS``."""

    def __init__(self) -> None:
        self.ops: list[list[Any]] = []
        self.current: Any = None  # the game the adapter plays now (a RecordingGame)
        #: The adapter's answers to phase's prompts that the scenario doesn't script, each with the index in ``ops``
        #: of the call that answered it: a script replaying one of them verifies nothing.
        self.unscripted: list[tuple[int, str]] = []
        #: The adapter's answers to open choices (prompts the scenario doesn't script, every answer to which the
        #: harness plays), each with the index in ``ops`` of the call that answered it.
        self.open_choices: list[tuple[int, str]] = []
        #: A prompt phase offered (or a choice it made by itself) that contradicts the script: the mismatch's
        #: message, how many calls lead to it, and the script lines reading phase's answer there (:data:`PROBES`).
        self.probe: tuple[str, int, str] | None = None

    def reset(self) -> None:
        self.ops, self.current, self.unscripted, self.open_choices, self.probe = [], None, [], [], None

    def step(self, line: str) -> None:
        """The scenario's next step begins (a comment in the script; the triggered abilities are counted anew)."""
        self.ops.append(["step", line])


class RecordingGame:
    """A ``phase.Game`` whose ``apply`` calls are recorded."""

    def __init__(self, game: Any, transcript: Transcript) -> None:
        self._game, self._transcript = game, transcript

    def apply(self, actor: int, action: Any, **options: Any) -> Any:
        record = ["apply", actor, _plain(action), None]
        self._transcript.ops.append(record)
        try:
            return self._game.apply(actor, action, **options)
        except ValueError as e:
            record[3] = str(e) or "refused"
            raise

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


class RecordingEngine:
    """A ``phase.Engine`` whose ``new_game`` and ``load_game`` are recorded; the games it makes record theirs."""

    def __init__(self, engine: Any, transcript: Transcript) -> None:
        self._engine, self.transcript = engine, transcript

    def new_game(self, *decks: Any, **options: Any) -> RecordingGame:
        game = RecordingGame(self._engine.new_game(*decks, **options), self.transcript)
        self.transcript.ops.append(["new", _plain(list(decks)), _plain(options)])
        self.transcript.current = game
        return game

    def load_game(self, state: Any) -> RecordingGame:
        # phase reads a state's JSON text faster than the dict (about 15 against 19 ms a game), and the text is made
        # anyway for the transcript's JSON-shaped copy; Game.state() is JSON-shaped already, so the base needs none
        text = _text(state)
        loaded = json.loads(text)
        base = self.transcript.current.state() if self.transcript.current is not None else {}
        sets, deletes = changes(base, loaded)
        game = RecordingGame(self._engine.load_game(text), self.transcript)
        self.transcript.ops.append(["load", sets, deletes])
        self.transcript.current = game
        return game

    @property
    def unrecorded(self) -> Any:
        """The ``phase.Engine`` itself: games it loads are not part of the transcript (trials the adapter discards)."""
        return self._engine

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)


# --- what the script asserts ------------------------------------------------------------------------

#: phase's GameAction for each action kind the adapter takes with one (the action's own call, not its prompts).
GAME_ACTION = {"play_land": "PlayLand", "cast_spell": "CastSpell", "activate_ability": "ActivateAbility",
               "cycle": "ActivateAbility", "declare_attackers": "DeclareAttackers", "pass_priority": "PassPriority",
               "declare_blockers": "DeclareBlockers", "assign_combat_damage": "AssignCombatDamage",
               "plot": "ActivateAbility"}
#: Our counter kinds as phase spells them (CR 122); any other kind is phase's name lower-cased.
COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
MANA = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}


def _failing_step(scenario: Scenario, message: str) -> Action | Check | None:
    """The step whose feature line the failure message names first, or None (a scripted choice's line)."""
    line = message.split(": ", 1)[0]
    for step in scenario.steps:
        if isinstance(step, Check) and step.line == line:
            return step
        if isinstance(step, Action) and line in (step.line, getattr(step, "expect_line", "")):
            return step
    return None


def _seat(names: list[str], player: Any) -> int:
    return names.index(str(player))


def check_code(check: Check, names: list[str]) -> str | None:
    """The script's lines reading the ruling's answer to ``check`` from phase's raw state (``state``, the
    ``Game.state()["state"]`` dict; ``triggered``, the source names of the triggered abilities phase put on the
    stack during the last step), setting ``expected`` and ``observed``; None for a check kind written in no such
    terms yet."""
    a = check.args
    if check.kind == "life":
        return f"expected = {a['life']!r}\nobserved = state['players'][{_seat(names, a['player'])}]['life']"
    if check.kind == "controls":
        return (f"expected = {dict(a['cards'])!r}\n"
                f"observed = {{name: sum(1 for o in battlefield(state) if o['name'] == name and o['controller'] == "
                f"{_seat(names, a['player'])}) for name in expected}}")
    if check.kind == "zone":
        if a["zone"] == "exile":
            where = "[state['objects'][str(i)] for i in state['exile']]"
            if a.get("player") is not None:
                where = f"[o for o in {where} if o['owner'] == {_seat(names, a['player'])}]"
        else:
            where = f"[state['objects'][str(i)] for i in state['players'][{_seat(names, a['player'])}][{a['zone']!r}]]"
        return (f"expected = {dict(a['cards'])!r}\nzone = {where}\n"
                f"observed = {{name: sum(1 for o in zone if o['name'] == name) for name in expected}}")
    if check.kind == "library_top":
        return (f"expected = {a['card']!r}\nlibrary = state['players'][{_seat(names, a['player'])}]['library']\n"
                f"observed = state['objects'][str(library[0])]['name'] if library else 'nothing (empty library)'")
    if check.kind == "counters":
        kind = COUNTERS.get(a["kind"], a["kind"])
        return (f"expected = {a['count']!r}\nfound = one(state, {a['card']!r})\n"
                f"observed = sum(n for k, n in (found['counters'] or {{}}).items() if k == {kind!r} or k.lower() == "
                f"{kind.lower()!r})")
    if check.kind == "tapped":
        return f"expected = {a['tapped']!r}\nobserved = bool(one(state, {a['card']!r})['tapped'])"
    if check.kind == "power_toughness":
        if "each" in a:
            return (f"expected = {sorted(tuple(x) for x in a['each'])!r}\n"
                    f"observed = sorted((o['power'], o['toughness']) for o in battlefield(state) if o['name'] == "
                    f"{a['card']!r})")
        return (f"expected = ({a['power']!r}, {a['toughness']!r})\nfound = one(state, {a['card']!r})\n"
                f"observed = (found['power'], found['toughness'])")
    if check.kind == "mana_pool":
        want = {MANA[k]: v for k, v in a["mana"].items() if v}
        return (f"expected = {want!r}\nobserved = {{}}\n"
                f"for mana in state['players'][{_seat(names, a['player'])}]['mana_pool'].get('mana', []):\n"
                f"    observed[mana['color']] = observed.get(mana['color'], 0) + 1")
    if check.kind == "attached":
        host = "None" if a["host"] is None else f"{{'type': 'Object', 'data': one(state, {a['host']!r})['id']}}"
        return f"expected = {host}\nobserved = one(state, {a['card']!r}).get('attached_to')"
    if check.kind == "turn":
        from mtg_rulings.adapters.phase.setup import STEP_TO_PHASE

        return (f"expected = ({_seat(names, a['player'])}, {STEP_TO_PHASE.get(a['step'], a['step'])!r})\n"
                f"observed = (state['active_player'], state['phase'])")
    if check.kind == "triggered":
        return (f"expected = {dict(sorted((k, v) for k, v in a['sources'].items() if v))!r}\n"
                f"observed = {{name: triggered.count(name) for name in sorted(set(triggered))}}")
    if check.kind == "stack":
        return (f"expected = {list(a['items'])!r}\n"
                "kinds = {'Spell': 'spell', 'TriggeredAbility': 'triggered', 'ActivatedAbility': 'activated'}\n"
                "observed = []\n"
                "for entry in game.stack():  # the bottom first\n"
                "    kind, data = entry['kind']['type'], entry['kind'].get('data') or {}\n"
                "    obj = state['objects'].get(str(entry['id'])) or state['objects'].get(str(entry.get('source_id'))) or {}\n"
                "    if not obj and kind == 'ActivatedAbility':  # a departed source: phase's last known information\n"
                "        obj = departed_source(state, entry) or {}\n"
                "    name = obj.get('name', '?') if kind == 'Spell' else data.get('source_name') or obj.get('name', '?')\n"
                "    observed.append(f'{name} ({kinds.get(kind, kind)})')")
    if check.kind == "damage":
        return f"expected = {a['amount']!r}\nobserved = int(one(state, {a['card']!r}).get('damage_marked') or 0)"
    if check.kind == "combat":
        state_of = a["state"] + (f" {a['attacker']}" if a["state"] == "blocking" else "")
        return (f"expected = {state_of!r}\nfound = one(state, {a['card']!r})\n"
                "combat = state.get('combat') or {}\n"
                "attack = next((x for x in combat.get('attackers') or [] if x['object_id'] == found['id']), None)\n"
                "blocks = [state['objects'][str(i)]['name'] for i in "
                "(combat.get('blocker_to_attacker') or {}).get(str(found['id'])) or []]\n"
                f"if expected in ('attacking', 'not attacking'):\n"
                "    observed = 'attacking' if attack else 'not attacking'\n"
                "elif expected in ('blocked', 'unblocked'):\n"
                "    observed = ('blocked' if attack['blocked'] else 'unblocked') if attack else 'not attacking'\n"
                "else:\n"
                "    observed = f'blocking {\", \".join(sorted(blocks))}' if blocks else 'not blocking'")
    if check.kind == "mana_value" and a["where"] == "battlefield":
        return (f"expected = {a['value']!r}\nfound = one(state, {a['card']!r})\n"
                f"# phase's object state has no mana value: CR 202.3 read from the mana cost phase reports; a transformed\n"
                f"# permanent's from its front face, which phase keeps as the object's back_face (CR 712.8e)\n"
                f"cost = found['back_face']['mana_cost'] if found.get('transformed') and found.get('back_face') "
                f"else found['mana_cost']\n"
                f"observed = mana_value(cost)")
    return None


def action_expectation(action: Action, message: str) -> tuple[str, str] | None:
    """What the ruling answers to ``action`` as the script asserts it: ("accepted", "") or ("rejected", rule or
    ""); None for a failure the script can't judge by phase's own answer to the action's GameAction (an action
    taken while casting, or one phase went on with far enough to ask for a choice)."""
    if " while casting" in message or "asked for a choice" in message or action.during:
        return None
    if action.expect == "accepted" and " was rejected: " in message:
        return "accepted", ""
    if action.expect == "rejected" and (message.endswith("it was accepted") or "; it was accepted" in message
                                        or "; it was rejected by rule" in message):
        return "rejected", action.reject_rule or ""
    return None


def _names_of(scenario: Scenario) -> set[str]:
    return {c.name for p in scenario.setup.players for z in ("library", "hand", "graveyard", "exile", "battlefield")
            for c in getattr(p, z)}


def _deck_names(ops: list[list[Any]]) -> set[str]:
    """Every card name in the decks of the games the transcript starts (the setup's cards and the filler)."""
    return {name for op in ops if op[0] == "new"
            for deck in (*op[1], *op[2].get("extra_players", [])) for name in deck}


def faces_for(names: set[str]) -> list[list[Any]]:
    """The card records the script builds its faces from, as ``mtg_rulings.adapters.phase.faces.database_json`` builds them:
    ``[key, multi, record, oracle_id, extra]`` per face, for the cards named, their other faces, and the tokens
    their Oracle texts name."""
    from mtg_rulings.adapters.phase import faces
    from mtg_rulings.reference_engine.cards.catalog import CARDS, TOKENS

    out: list[list[Any]] = []
    seen: set[str] = set()

    def add(name: str, extra: dict[str, Any]) -> None:
        if name.lower() in seen:
            return
        seen.add(name.lower())
        definition = faces._definition(name)
        owner = next((c for c in CARDS.values() if c.adventure is definition or c.back is definition), None)
        multi = definition.adventure is not None or definition.back is not None or owner is not None
        front = owner or definition
        out.append([name.lower(), multi, faces.mtgjson_record(name), faces.oracle_id(front.name) if multi else None,
                    extra])

    texts = []
    for name in sorted(names):
        c = CARDS.get(name)
        if c is None:
            add(name, {})
            continue
        other = c.adventure or c.back
        layout = "adventure" if c.adventure else "transform"
        add(name, {"layout": layout, "face_index": 0} if other else {})
        if other is not None:
            add(other.name, {"layout": layout, "face_index": 1})
        texts += [c.oracle_text, other.oracle_text if other is not None else ""]
    text = " ".join(texts).lower()
    for token in sorted(TOKENS):
        if re.search(rf"\b{re.escape(token.lower())}\b", text):
            add(token, {})
    return out


HELPERS = '''
def patch(state, sets, deletes):
    """The adapter's edits of phase's state: paths deleted, then values set."""
    for path in deletes:
        node = state
        for key in path[:-1]:
            node = node[key]
        del node[path[-1]]
    for path, value in sets:
        node = state
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return state


def battlefield(state):
    return [state["objects"][str(i)] for i in state["battlefield"]]


def one(state, name):
    found = [o for o in battlefield(state) if o["name"] == name]
    if len(found) != 1:
        print(f"WRONG: phase gets another answer than the ruling: {len(found)} permanents named {name} on the "
              "battlefield, not one")
        sys.exit(WRONG)
    return found[0]


def departed_source(state, entry):
    """phase's last known information of an activated ability's source that has left the battlefield (CR 113.7a)."""
    activations = (state.get("abilities_activated_this_turn_by_player") or {}).get(str(entry.get("controller", 0)))
    found = [a["source_lki"] for a in activations or [] if a.get("source") == entry.get("source_id") and a.get("source_lki")]
    return found[-1] if found else None


def mana_value(cost):
    """CR 202.3: each generic and coloured mana symbol; 2 for a {2/W}-style symbol; X is 0 off the stack."""
    if cost.get("type") != "Cost":
        return 0
    return int(cost.get("generic") or 0) + sum(0 if s == "X" else 2 if str(s).startswith("Two") else 1
                                               for s in cost.get("shards") or [])


def replay(steps, stop=None):
    """Every recorded call into phase, in order (up to index ``stop``), each checked to be answered as it was
    through the adapter. Returns the game and the source names of the triggered abilities phase put on the stack
    during the last step."""
    database = {}
    for key, multi, record, oracle_id, extra in FACES:
        face = phase.build_oracle_face_multi(record, oracle_id) if multi else phase.build_oracle_face(record, None)
        database[key] = {**dict(face), **extra}
    engine = phase.Engine.from_json(json.dumps(database))
    game, triggered, seen = None, [], set()
    for i, step in enumerate(steps[:stop]):
        if step[0] == "new":
            game = engine.new_game(*step[1], **step[2])
        elif step[0] == "load":
            game = engine.load_game(patch(game.state(), step[1], step[2]))
        elif step[0] == "step":
            triggered = []
        elif step[0] == "apply":
            try:
                game.apply(step[1], step[2])
                refused = None
            except ValueError as e:
                refused = str(e) or "refused"
            if (refused is None) != (step[3] is None):
                print(f"the replay went otherwise at call {i} ({step[2].get('type')} for seat {step[1]}): phase "
                      f"{'refused it: ' + refused if refused else 'accepted it'}, and through the adapter "
                      f"{'refused it: ' + step[3] if step[3] else 'accepted it'}")
                sys.exit(DIVERGED)
        for entry in game.stack() if game is not None else []:
            if entry["kind"]["type"] == "TriggeredAbility" and entry["id"] not in seen:
                seen.add(entry["id"])
                triggered.append(entry["kind"].get("data", {}).get("source_name") or "?")
    return game, triggered
'''


def script(scenario: Scenario, message: str, transcript: Transcript, names: list[str], version: str) -> str | None:
    """The standalone script reproducing ``scenario``'s failure ``message`` from ``transcript``, or None when the
    failure is of a kind no script is written for yet (docs/verdicts.md lists them)."""
    plan = _plan(scenario, message, transcript, names)
    if plan is None:
        return None
    ops, body = plan
    ruling = message.split(" [", 1)[0].split(" (not verified", 1)[0]
    guessed = unscripted(scenario, message, transcript, names)
    header = (f'Standalone reproduction of the ruling scenario {scenario.id!r} on phase-python {version}.\n\n'
              f"{scenario.name}\n"
              f"Ruling's check, through the mtg-rulings adapter: {ruling}\n\n"
              f"Needs only phase-python (pip install phase-python=={version}). Replays the calls the adapter made into\n"
              f"phase ({sum(op[0] == 'apply' for op in ops)} Game.apply calls; a position is phase's own dealt game with\n"
              f"the adapter's edits of its state), then reads the answer from phase's raw state.\n"
              f"Exit 0: phase gives the ruling's answer; 1: it doesn't; 2: the replay went otherwise.\n")
    replayed = len(ops)
    chosen = [answer for index, answer in transcript.open_choices if index <= replayed]
    if chosen:
        header += ("\nAmong the replayed calls are answers to phase's prompts that the scenario doesn't script and the\n"
                   "reference engine doesn't raise; the suite played the scenario with every answer to them, and\n"
                   "this play is one that gets another answer than the ruling's:\n" + "".join(f"- {c}\n" for c in chosen))
    if guessed:
        header += ("\nNot verified: among the replayed calls are answers to phase's prompts that the scenario doesn't\n"
                   "script (the adapter's own):\n" + "".join(f"- {g}\n" for g in guessed))
    definitions = (f"PLAYERS = {names!r}  # seats 0, 1, ...\n"
                   f"FACES = {pprint.pformat(faces_for(_names_of(scenario) | _deck_names(ops)), width=120)}\n"
                   f"STEPS = {pprint.pformat(ops, width=120)}\n" + HELPERS)
    return assemble(header, ["json", "re"], "phase", definitions, body, "phase")


def unscripted(scenario: Scenario, message: str, transcript: Transcript, names: list[str]) -> list[str]:
    """The adapter's answers to phase's prompts that the scenario doesn't script and that the script for ``message``
    replays (those before the call it stops at)."""
    plan = _plan(scenario, message, transcript, names)
    if plan is None:
        return []
    replayed = len(plan[0])
    return [answer for index, answer in transcript.unscripted if index <= replayed]  # an action's script applies one more


def _refused_answer(ops: list[list[Any]], after: int, message: str) -> int | None:
    """The index of phase's refusal, in the same step after call ``after`` (the action's own GameAction, accepted),
    of an answer to one of its prompts (not the adapter's CancelCast), when that refusal's text is the reason the
    action was rejected (``message``: "... was rejected: phase: <text>"); or None."""
    end = next((i for i in range(after + 1, len(ops)) if ops[i][0] == "step"), len(ops))
    refused = [i for i in range(after + 1, end) if ops[i][0] == "apply" and ops[i][3] is not None
               and ops[i][2].get("type") != "CancelCast"]
    if refused and f"was rejected: phase: {ops[refused[-1]][3]}" in message:
        return refused[-1]
    return None


#: Lines a script reads phase's choices with (a probe's): a target or object reference as the scenario names it.
LABEL = '''def label(ref):
    if isinstance(ref, dict) and "Player" in ref:
        return PLAYERS[ref["Player"]]
    obj = state["objects"].get(str(ref.get("Object") if isinstance(ref, dict) else ref)) or {}
    return obj.get("name", f"object {ref}")
'''

#: The probes: what phase offers in a prompt, or chose by itself, read from its raw state after the replay. Each
#: sets ``expected`` (the script's answer) and ``observed`` (phase's) and says WRONG when the answer isn't there.
PROBES = {
    # a scripted target phase doesn't list among the legal targets of the target prompt it shows (601.2c, 603.3d)
    "legal targets": LABEL + '''data = (game.waiting_for() or {}).get("data") or {}
selection = data.get("selection") or {}
legal = selection.get("current_legal_targets")
if legal is None:
    slots = data.get("target_slots") or []
    legal = slots[selection.get("current_slot", 0)]["legal_targets"] if slots else data.get("legal_targets", [])
observed = sorted(label(r) for r in legal)
if EXPECTED not in observed:
    print(f"WRONG: {ENGINE} gets another answer than the ruling: expected {EXPECTED!r} among the legal targets; "
          f"{ENGINE} offers: {observed!r}")
    sys.exit(WRONG)
print(f"RIGHT: {ENGINE} gets the ruling's answer: {EXPECTED!r} is among the legal targets {observed!r}")
''',
    # a target phase chose by itself as the only legal one, where the script targets another (603.3d)
    "chosen target": LABEL + '''entry = next((e for e in game.stack() if e["id"] == ENTRY), None)
if entry is None:
    print("the replay went otherwise: the stack entry is not there")
    sys.exit(DIVERGED)
observed, ability = [], (entry["kind"].get("data") or {}).get("ability")
while isinstance(ability, dict):
    observed += [label(t) for t in ability.get("targets") or [] if isinstance(t, dict)]
    ability = ability.get("sub_ability")
if EXPECTED not in observed:
    print(f"WRONG: {ENGINE} gets another answer than the ruling: expected {EXPECTED!r} to be a legal target; {ENGINE} "
          f"chose {observed!r} by itself, as the only legal target")
    sys.exit(WRONG)
print(f"RIGHT: {ENGINE} gets the ruling's answer: it targets {EXPECTED!r}")
''',
    # a scripted answer to a prompt of phase's (SEAT's GameAction ACTION) that phase refuses: the calls before it
    # replayed, then the answer applied
    "refused answer": '''try:
    game.apply(SEAT, ACTION)
    refused = None
except ValueError as e:
    refused = str(e) or "refused"
if refused is not None:
    print(f"WRONG: {ENGINE} gets another answer than the ruling: expected the scripted answer {ACTION!r} to be "
          f"taken; {ENGINE} refuses it: {refused}")
    sys.exit(WRONG)
print(f"RIGHT: {ENGINE} gets the ruling's answer: it takes the scripted answer {ACTION!r}")
''',
    # a prompt of phase's that offers no option where the rules ask nothing: whether phase accepts any answer to it
    # (its legal actions, apart from cancelling the cast or activation in progress); none: the game can't go on
    "answers offered": '''prompt = (game.waiting_for() or {}).get("type")
answers = [a.to_dict() for a in game.actions()]
answers = [a for a in answers if a.get("type") != "CancelCast"]
if not answers:
    print(f"WRONG: {ENGINE} gets another answer than the ruling: expected no choice here; {ENGINE} asks one ({prompt}, "
          "no option) and accepts no answer to it")
    sys.exit(WRONG)
print(f"RIGHT: {ENGINE} gets the ruling's answer: its {prompt} prompt, with no option, takes an answer that asks "
      f"the player nothing: {answers!r}")
''',
    # the sources of the triggered abilities phase asks to order (603.3b)
    "trigger order": '''data = (game.waiting_for() or {}).get("data") or {}
observed = sorted(t.get("source_name") for t in data.get("triggers") or [])
if observed != sorted(EXPECTED):
    print(f"WRONG: {ENGINE} gets another answer than the ruling: expected triggered abilities from {sorted(EXPECTED)!r} "
          f"to order; {ENGINE} asks to order: {observed!r}")
    sys.exit(WRONG)
print(f"RIGHT: {ENGINE} gets the ruling's answer: {observed!r}")
''',
}


def probe(kind: str, **values: Any) -> str:
    """A probe's lines (:data:`PROBES`) with its values (``EXPECTED``, ``ENTRY``, ``SEAT``, ``ACTION``) set first."""
    return "".join(f"{name.upper()} = {value!r}\n" for name, value in values.items()) + PROBES[kind]


def _plan(scenario: Scenario, message: str, transcript: Transcript, names: list[str]) -> tuple[list[list[Any]], str] | None:
    """The calls a script for ``message`` replays and the body of its ``main``, or None (no script for it)."""
    if transcript.probe is not None and message.startswith(transcript.probe[0]):
        _, calls, code = transcript.probe
        return transcript.ops[:calls], "game, triggered = replay(STEPS)\nstate = game.state()['state']\n" + code
    step = _failing_step(scenario, message)
    ops = transcript.ops
    if step is None or not ops:
        return None
    if isinstance(step, Check):
        code = check_code(step, names)
        if code is None:
            return None
        body = "game, triggered = replay(STEPS)\nstate = game.state()['state']\n" + code + "\n" + VERDICT
    else:
        want = action_expectation(step, message)
        kind = GAME_ACTION.get(step.kind)
        if want is None or kind is None:
            return None
        started = max((i for i, op in enumerate(ops) if op[0] == "step" and op[1].startswith(step.line + ":")),
                      default=None)
        if started is None:
            return None
        calls = [i for i, op in enumerate(ops) if i > started and op[0] == "apply" and op[2].get("type") == kind]
        if not calls:
            return None
        # expected accepted: phase's last try of the action's own GameAction (after the adapter tried each candidate)
        # is the answer; expected rejected: its first
        index = calls[-1] if want[0] == "accepted" else calls[0]
        if want[0] == "accepted" and ops[index][3] is None:
            # phase accepted the GameAction: the refusal came after, phase's own refusal of an answer to one of its
            # prompts (a scripted mode, ...) or the adapter's reading of what came after (then no script)
            index = _refused_answer(ops, index, message)
            if index is None:
                return None
        seat, game_action = ops[index][1], ops[index][2]
        ops = ops[:index]
        rule = want[1]
        body = (f"game, triggered = replay(STEPS)\nACTION = {pprint.pformat(game_action, width=100)}\n"
                f"try:\n    game.apply({seat}, ACTION)\n    refused = None\nexcept ValueError as e:\n"
                f"    refused = str(e) or 'refused'\n")
        if want[0] == "accepted":
            body += "expected = 'accepted'\nobserved = 'accepted' if refused is None else f'refused: {refused}'\n" + VERDICT
        else:
            body += (f"expected = {'rejected by rule ' + rule if rule else 'rejected'!r}\n"
                     "observed = 'accepted' if refused is None else 'rejected'\n")
            if rule:  # phase cites a rule in its refusal's text, if at all
                body += (f"if refused is not None and re.search(r'\\b{re.escape(rule)}\\b', refused):\n"
                         f"    observed = {'rejected by rule ' + rule!r}\n")
            body += "print(f'phase refused: {refused}' if refused else 'phase accepted the action')\n" + VERDICT
    return ops, body
