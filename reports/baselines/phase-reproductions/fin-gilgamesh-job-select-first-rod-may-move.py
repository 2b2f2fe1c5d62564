"""Standalone reproduction of the ruling scenario 'fin-gilgamesh-job-select-first-rod-may-move' on phase-python 0.103.0.

In the other order the reflexive ability resolves last, and the Rod ends on Gilgamesh: the ruling's "regardless of the order" doesn't hold
Ruling's check, through the mtg-rulings adapter: features/cards/fin_gilgamesh_job_select_order.feature:53: expected triggered abilities put on the stack: 1 from Black Mage's Rod, 1 from Gilgamesh, Master-at-Arms; observed none

Needs only phase-python (pip install phase-python==0.103.0). Replays the calls the adapter made into
phase (8 Game.apply calls; a position is phase's own dealt game with
the adapter's edits of its state), then reads the answer from phase's raw state.
Exit 0: phase gives the ruling's answer; 1: it doesn't; 2: the replay went otherwise.

Among the replayed calls are answers to phase's prompts that the scenario doesn't script and the
reference engine doesn't raise; the suite played the scenario with every answer to them, and
this play is one that gets another answer than the ruling's:
- Alice's "up to" hideaway/search/exile/hand choice (DigChoice): answered no more (of no more, Black Mage's Rod)
"""

import json
import re
import sys
import traceback

import phase

RIGHT, WRONG, DIVERGED = 0, 1, 2
ENGINE = 'phase'
PLAYERS = ['Alice', 'Bob']  # seats 0, 1, ...
FACES = [["black mage's rod",
  False,
  {'colorIdentity': ['B'],
   'colors': ['B'],
   'foreignData': [],
   'identifiers': {},
   'keywords': ['Job select'],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{1}{B}',
   'manaValue': 2,
   'name': "Black Mage's Rod",
   'printings': [],
   'rulings': [],
   'subtypes': ['Equipment'],
   'supertypes': [],
   'text': 'Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to '
           'it.)\n'
           'Equipped creature gets +1/+0, has "Whenever you cast a noncreature spell, this creature deals 1 damage to '
           'each opponent," and is a Wizard in addition to its other types.\n'
           'Equip {3} ({3}: Attach to target creature you control. Equip only as a sorcery.)',
   'type': 'Artifact — Equipment',
   'types': ['Artifact']},
  None,
  {}],
 ['forest',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Forest',
   'printings': [],
   'rulings': [],
   'subtypes': ['Forest'],
   'supertypes': ['Basic'],
   'text': '({T}: Add {G}.)',
   'type': 'Basic Land — Forest',
   'types': ['Land']},
  None,
  {}],
 ['gilgamesh, master-at-arms',
  False,
  {'colorIdentity': ['R'],
   'colors': ['R'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{4}{R}{R}',
   'manaValue': 6,
   'name': 'Gilgamesh, Master-at-Arms',
   'power': '6',
   'printings': [],
   'rulings': [],
   'subtypes': ['Human', 'Samurai'],
   'supertypes': ['Legendary'],
   'text': 'Whenever Gilgamesh enters or attacks, look at the top six cards of your library. You may put any number of '
           'Equipment cards from among them onto the battlefield. Put the rest on the bottom of your library in a '
           'random order. When you put one or more Equipment onto the battlefield this way, you may attach one of them '
           'to a Samurai you control.',
   'toughness': '6',
   'type': 'Legendary Creature — Human Samurai',
   'types': ['Creature']},
  None,
  {}],
 ['island',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Island',
   'printings': [],
   'rulings': [],
   'subtypes': ['Island'],
   'supertypes': ['Basic'],
   'text': '({T}: Add {U}.)',
   'type': 'Basic Land — Island',
   'types': ['Land']},
  None,
  {}],
 ['wastes',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Wastes',
   'printings': [],
   'rulings': [],
   'subtypes': [],
   'supertypes': ['Basic'],
   'text': '{T}: Add {C}.',
   'type': 'Basic Land',
   'types': ['Land']},
  None,
  {}],
 ['hero',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Hero',
   'power': '1',
   'printings': [],
   'rulings': [],
   'subtypes': ['Hero'],
   'supertypes': [],
   'text': '',
   'toughness': '1',
   'type': 'Creature — Hero',
   'types': ['Creature']},
  None,
  {}],
 ['wizard',
  False,
  {'colorIdentity': ['B'],
   'colors': ['B'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Wizard',
   'power': '0',
   'printings': [],
   'rulings': [],
   'subtypes': ['Wizard'],
   'supertypes': [],
   'text': 'Whenever you cast a noncreature spell, this token deals 1 damage to each opponent.',
   'toughness': '1',
   'type': 'Creature — Wizard',
   'types': ['Creature']},
  None,
  {}]]
STEPS = [['new',
  [["Black Mage's Rod",
    'Forest',
    'Forest',
    'Forest',
    'Forest',
    'Forest',
    'Island',
    'Gilgamesh, Master-at-Arms',
    'Wastes'],
   ['Wastes']],
  {'first_player': 0, 'seed': 1}],
 ['apply', 0, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['apply', 1, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['load',
  [[['state', 'next_pip_id'], 7],
   [['state', 'objects', '1', 'zone'], 'Library'],
   [['state', 'objects', '2', 'zone'], 'Library'],
   [['state', 'objects', '4', 'zone'], 'Library'],
   [['state', 'objects', '6', 'zone'], 'Library'],
   [['state', 'objects', '9', 'zone'], 'Library'],
   [['state', 'phase'], 'PreCombatMain'],
   [['state', 'players'],
    [{'attraction_deck': [],
      'bending_types_this_turn': [],
      'can_look_at_top_of_library': False,
      'cards_drawn_this_step': 0,
      'cards_drawn_this_turn': 0,
      'commander_color_identity': [],
      'contraption_crank_sprocket': 3,
      'contraption_deck': [],
      'crimes_committed_this_turn': 0,
      'descended_this_turn': False,
      'drew_from_empty_library': False,
      'energy': 0,
      'graveyard': [],
      'hand': [7],
      'has_drawn_this_turn': False,
      'id': 0,
      'is_eliminated': False,
      'lands_played_this_turn': 0,
      'library': [2, 5, 3, 4, 6, 1, 9],
      'life': 20,
      'life_gained_this_turn': 0,
      'life_lost_last_turn': 0,
      'life_lost_this_turn': 0,
      'mana_pool': {'mana': [{'color': 'Colorless', 'pip_id': 1, 'restrictions': [], 'snow': False, 'source_id': 0},
                             {'color': 'Colorless', 'pip_id': 2, 'restrictions': [], 'snow': False, 'source_id': 0},
                             {'color': 'Colorless', 'pip_id': 3, 'restrictions': [], 'snow': False, 'source_id': 0},
                             {'color': 'Colorless', 'pip_id': 4, 'restrictions': [], 'snow': False, 'source_id': 0},
                             {'color': 'Red', 'pip_id': 5, 'restrictions': [], 'snow': False, 'source_id': 0},
                             {'color': 'Red', 'pip_id': 6, 'restrictions': [], 'snow': False, 'source_id': 0}]},
      'poison_counters': 0,
      'speed_trigger_used_this_turn': False,
      'status': {'type': 'Active'},
      'turns_taken': 1},
     {'attraction_deck': [],
      'bending_types_this_turn': [],
      'can_look_at_top_of_library': False,
      'cards_drawn_this_step': 0,
      'cards_drawn_this_turn': 0,
      'commander_color_identity': [],
      'contraption_crank_sprocket': 3,
      'contraption_deck': [],
      'crimes_committed_this_turn': 0,
      'descended_this_turn': False,
      'drew_from_empty_library': False,
      'energy': 0,
      'graveyard': [],
      'hand': [],
      'has_drawn_this_turn': False,
      'id': 1,
      'is_eliminated': False,
      'lands_played_this_turn': 0,
      'library': [],
      'life': 20,
      'life_gained_this_turn': 0,
      'life_lost_last_turn': 0,
      'life_lost_this_turn': 0,
      'mana_pool': {'mana': []},
      'poison_counters': 0,
      'speed_trigger_used_this_turn': False,
      'status': {'type': 'Active'},
      'turns_taken': 0}]],
   [['state', 'turn_number'], 3]],
  [['state', 'objects', '10'], ['state', 'objects', '8']]],
 ['step', 'features/cards/fin_gilgamesh_job_select_order.feature:50: Alice casts Gilgamesh, Master-at-Arms from hand'],
 ['apply',
  0,
  {'data': {'card_id': 7, 'object_id': 7, 'payment_mode': {'type': 'Auto'}, 'targets': []}, 'type': 'CastSpell'},
  None],
 ['step', 'features/cards/fin_gilgamesh_job_select_order.feature:51: all players pass priority'],
 ['apply', 0, {'type': 'PassPriority'}, None],
 ['apply', 1, {'type': 'PassPriority'}, None],
 ['step', 'features/cards/fin_gilgamesh_job_select_order.feature:52: all players pass priority'],
 ['apply', 0, {'type': 'PassPriority'}, None],
 ['apply', 1, {'type': 'PassPriority'}, None],
 ['apply', 0, {'data': {'cards': []}, 'type': 'SelectCards'}, None]]

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


def main():
    game, triggered = replay(STEPS)
    state = game.state()['state']
    expected = {"Black Mage's Rod": 1, 'Gilgamesh, Master-at-Arms': 1}
    observed = {name: triggered.count(name) for name in sorted(set(triggered))}
    if observed != expected:
        print(f"WRONG: {ENGINE} gets another answer than the ruling: expected {expected!r}; {ENGINE}: {observed!r}")
        sys.exit(WRONG)
    print(f"RIGHT: {ENGINE} gets the ruling's answer: {observed!r}")


if __name__ == "__main__":
    try:
        main()
    except SystemExit:
        raise
    except BaseException:  # a Rust panic is a BaseException
        traceback.print_exc()
        print("the reproduction itself broke (see above): it proves nothing")
        sys.exit(DIVERGED)
