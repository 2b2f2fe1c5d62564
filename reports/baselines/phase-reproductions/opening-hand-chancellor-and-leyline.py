"""Standalone reproduction of the ruling scenario 'opening-hand-chancellor-and-leyline' on phase-python 0.103.0.

Revealed Chancellors each make a Goblin at the first upkeep, whoever's it is
Ruling's check, through the mtg-rulings adapter: features/cards/chancellor_of_the_forge.feature:105: expected it to be Alice's upkeep step; observed Alice's untap step

Needs only phase-python (pip install phase-python==0.103.0). Replays the calls the adapter made into
phase (7 Game.apply calls; a position is phase's own dealt game with
the adapter's edits of its state), then reads the answer from phase's raw state.
Exit 0: phase gives the ruling's answer; 1: it doesn't; 2: the replay went otherwise.
"""

import json
import re
import sys
import traceback

import phase

RIGHT, WRONG, DIVERGED = 0, 1, 2
ENGINE = 'phase'
PLAYERS = ['Alice', 'Bob']  # seats 0, 1, ...
FACES = [['chancellor of the forge',
  False,
  {'colorIdentity': ['R'],
   'colors': ['R'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{4}{R}{R}{R}',
   'manaValue': 7,
   'name': 'Chancellor of the Forge',
   'power': '5',
   'printings': [],
   'rulings': [],
   'subtypes': ['Phyrexian', 'Giant'],
   'supertypes': [],
   'text': 'You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, create a '
           '1/1 red Phyrexian Goblin creature token with haste.\n'
           'When this creature enters, create X 1/1 red Phyrexian Goblin creature tokens with haste, where X is the '
           'number of creatures you control.',
   'toughness': '5',
   'type': 'Creature — Phyrexian Giant',
   'types': ['Creature']},
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
 ['gemstone caverns',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Gemstone Caverns',
   'printings': [],
   'rulings': [],
   'subtypes': [],
   'supertypes': ['Legendary'],
   'text': "If this card is in your opening hand and you're not the starting player, you may begin the game with "
           'Gemstone Caverns on the battlefield with a luck counter on it. If you do, exile a card from your hand.\n'
           '{T}: Add {C}. If Gemstone Caverns has a luck counter on it, instead add one mana of any color.',
   'type': 'Legendary Land',
   'types': ['Land']},
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
 ['leyline of sanctity',
  False,
  {'colorIdentity': ['W'],
   'colors': ['W'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{2}{W}{W}',
   'manaValue': 4,
   'name': 'Leyline of Sanctity',
   'printings': [],
   'rulings': [],
   'subtypes': [],
   'supertypes': [],
   'text': 'If this card is in your opening hand, you may begin the game with it on the battlefield.\n'
           "You have hexproof. (You can't be the target of spells or abilities your opponents control.)",
   'type': 'Enchantment',
   'types': ['Enchantment']},
  None,
  {}],
 ['phyrexian goblin',
  False,
  {'colorIdentity': ['R'],
   'colors': ['R'],
   'foreignData': [],
   'identifiers': {},
   'keywords': ['Haste'],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Phyrexian Goblin',
   'power': '1',
   'printings': [],
   'rulings': [],
   'subtypes': ['Phyrexian', 'Goblin'],
   'supertypes': [],
   'text': 'Haste',
   'toughness': '1',
   'type': 'Creature — Phyrexian Goblin',
   'types': ['Creature']},
  None,
  {}]]
STEPS = [['step', 'features/cards/chancellor_of_the_forge.feature:104: Alice begins the game as the starting player'],
 ['new',
  [['Chancellor of the Forge',
    'Leyline of Sanctity',
    'Forest',
    'Forest',
    'Forest',
    'Forest',
    'Forest',
    'Forest',
    'Forest',
    'Forest',
    'Forest',
    'Forest'],
   ['Chancellor of the Forge',
    'Gemstone Caverns',
    'Island',
    'Island',
    'Island',
    'Island',
    'Island',
    'Island',
    'Island',
    'Island',
    'Island',
    'Island']],
  {'first_player': 0, 'seed': 1}],
 ['load',
  [[['state', 'objects', '10', 'zone'], 'Library'],
   [['state', 'objects', '11', 'zone'], 'Hand'],
   [['state', 'objects', '12', 'zone'], 'Library'],
   [['state', 'objects', '14', 'zone'], 'Library'],
   [['state', 'objects', '15', 'zone'], 'Hand'],
   [['state', 'objects', '17', 'zone'], 'Hand'],
   [['state', 'objects', '18', 'zone'], 'Hand'],
   [['state', 'objects', '19', 'zone'], 'Hand'],
   [['state', 'objects', '20', 'zone'], 'Library'],
   [['state', 'objects', '21', 'zone'], 'Library'],
   [['state', 'objects', '22', 'zone'], 'Library'],
   [['state', 'objects', '23', 'zone'], 'Library'],
   [['state', 'objects', '24', 'zone'], 'Hand'],
   [['state', 'objects', '3', 'zone'], 'Hand'],
   [['state', 'objects', '4', 'zone'], 'Hand'],
   [['state', 'objects', '5', 'zone'], 'Hand'],
   [['state', 'objects', '6', 'zone'], 'Hand'],
   [['state', 'objects', '7', 'zone'], 'Library'],
   [['state', 'objects', '8', 'zone'], 'Library'],
   [['state', 'objects', '9', 'zone'], 'Library'],
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
      'hand': [2, 1, 11, 5, 4, 6, 3],
      'has_drawn_this_turn': False,
      'id': 0,
      'is_eliminated': False,
      'lands_played_this_turn': 0,
      'library': [12, 7, 10, 8, 9],
      'life': 20,
      'life_gained_this_turn': 0,
      'life_lost_last_turn': 0,
      'life_lost_this_turn': 0,
      'mana_pool': {'mana': []},
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
      'hand': [15, 16, 17, 19, 18, 24, 13],
      'has_drawn_this_turn': False,
      'id': 1,
      'is_eliminated': False,
      'lands_played_this_turn': 0,
      'library': [20, 23, 14, 21, 22],
      'life': 20,
      'life_gained_this_turn': 0,
      'life_lost_last_turn': 0,
      'life_lost_this_turn': 0,
      'mana_pool': {'mana': []},
      'poison_counters': 0,
      'speed_trigger_used_this_turn': False,
      'status': {'type': 'Active'},
      'turns_taken': 0}]]],
  []],
 ['apply', 0, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['apply', 1, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['apply', 0, {'data': {'accept': True}, 'type': 'DecideOptionalEffect'}, None],
 ['apply', 0, {'data': {'accept': True}, 'type': 'DecideOptionalEffect'}, None],
 ['apply', 1, {'data': {'accept': True}, 'type': 'DecideOptionalEffect'}, None],
 ['apply', 1, {'data': {'accept': True}, 'type': 'DecideOptionalEffect'}, None],
 ['apply', 1, {'data': {'cards': [17]}, 'type': 'SelectCards'}, None]]

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
    expected = (0, 'Upkeep')
    observed = (state['active_player'], state['phase'])
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
