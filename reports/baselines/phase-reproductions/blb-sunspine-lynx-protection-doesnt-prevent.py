"""Standalone reproduction of the ruling scenario 'blb-sunspine-lynx-protection-doesnt-prevent' on phase-python 0.103.0.

With Sunspine Lynx on the battlefield, Wildfire Howl's damage to Repentant Blacksmith (protection from red) isn't prevented
Ruling's check, through the mtg-rulings adapter: features/cards/blb_sunspine_lynx.feature:97: expected Bob's graveyard to hold 1 Repentant Blacksmith, 1 Grizzly Bears; observed 0 Repentant Blacksmith (whole graveyard: 1 Grizzly Bears)

Needs only phase-python (pip install phase-python==0.103.0). Replays the calls the adapter made into
phase (6 Game.apply calls; a position is phase's own dealt game with
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
FACES = [['grizzly bears',
  False,
  {'colorIdentity': ['G'],
   'colors': ['G'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{1}{G}',
   'manaValue': 2,
   'name': 'Grizzly Bears',
   'power': '2',
   'printings': [],
   'rulings': [],
   'subtypes': ['Bear'],
   'supertypes': [],
   'text': '',
   'toughness': '2',
   'type': 'Creature — Bear',
   'types': ['Creature']},
  None,
  {}],
 ['repentant blacksmith',
  False,
  {'colorIdentity': ['W'],
   'colors': ['W'],
   'foreignData': [],
   'identifiers': {},
   'keywords': ['Protection'],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{1}{W}',
   'manaValue': 2,
   'name': 'Repentant Blacksmith',
   'power': '1',
   'printings': [],
   'rulings': [],
   'subtypes': ['Human'],
   'supertypes': [],
   'text': 'Protection from red',
   'toughness': '2',
   'type': 'Creature — Human',
   'types': ['Creature']},
  None,
  {}],
 ['sunspine lynx',
  False,
  {'colorIdentity': ['R'],
   'colors': ['R'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{2}{R}{R}',
   'manaValue': 4,
   'name': 'Sunspine Lynx',
   'power': '5',
   'printings': [],
   'rulings': [],
   'subtypes': ['Elemental', 'Cat'],
   'supertypes': [],
   'text': "Players can't gain life.\n"
           "Damage can't be prevented.\n"
           'When this creature enters, it deals damage to each player equal to the number of nonbasic lands that '
           'player controls.',
   'toughness': '4',
   'type': 'Creature — Elemental Cat',
   'types': ['Creature']},
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
 ['wildfire howl',
  False,
  {'colorIdentity': ['R'],
   'colors': ['R'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{1}{R}{R}',
   'manaValue': 3,
   'name': 'Wildfire Howl',
   'printings': [],
   'rulings': [],
   'subtypes': [],
   'supertypes': [],
   'text': 'Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before '
           'its other effects.)\n'
           'Wildfire Howl deals 2 damage to each creature. If the gift was promised, instead Wildfire Howl deals 1 '
           'damage to any target and 2 damage to each creature.',
   'type': 'Sorcery',
   'types': ['Sorcery']},
  None,
  {}]]
STEPS = [['new',
  [['Wildfire Howl', 'Sunspine Lynx', 'Wastes'], ['Grizzly Bears', 'Repentant Blacksmith', 'Wastes']],
  {'first_player': 0, 'seed': 1}],
 ['apply', 0, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['apply', 1, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['load',
  [[['state', 'battlefield'], [1, 6, 4]],
   [['state', 'next_pip_id'], 4],
   [['state', 'next_timestamp'], 4],
   [['state', 'objects', '1', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '1', 'timestamp'], 1],
   [['state', 'objects', '1', 'zone'], 'Battlefield'],
   [['state', 'objects', '1', 'summoning_sick'], False],
   [['state', 'objects', '4', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '4', 'timestamp'], 3],
   [['state', 'objects', '4', 'zone'], 'Battlefield'],
   [['state', 'objects', '4', 'summoning_sick'], False],
   [['state', 'objects', '6', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '6', 'timestamp'], 2],
   [['state', 'objects', '6', 'zone'], 'Battlefield'],
   [['state', 'objects', '6', 'summoning_sick'], False],
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
      'hand': [2],
      'has_drawn_this_turn': False,
      'id': 0,
      'is_eliminated': False,
      'lands_played_this_turn': 0,
      'library': [],
      'life': 20,
      'life_gained_this_turn': 0,
      'life_lost_last_turn': 0,
      'life_lost_this_turn': 0,
      'mana_pool': {'mana': [{'color': 'Red', 'pip_id': 1, 'restrictions': [], 'snow': False, 'source_id': 0},
                             {'color': 'Red', 'pip_id': 2, 'restrictions': [], 'snow': False, 'source_id': 0},
                             {'color': 'Colorless', 'pip_id': 3, 'restrictions': [], 'snow': False, 'source_id': 0}]},
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
  [['state', 'objects', '3'], ['state', 'objects', '5']]],
 ['step', 'features/cards/blb_sunspine_lynx.feature:95: Alice casts Wildfire Howl from hand'],
 ['apply',
  0,
  {'data': {'card_id': 2, 'object_id': 2, 'payment_mode': {'type': 'Auto'}, 'targets': []}, 'type': 'CastSpell'},
  None],
 ['apply', 0, {'data': {'pay': False}, 'type': 'DecideOptionalCost'}, None],
 ['step', 'features/cards/blb_sunspine_lynx.feature:96: players pass priority until the stack is empty'],
 ['apply', 0, {'type': 'PassPriority'}, None],
 ['apply', 1, {'type': 'PassPriority'}, None]]

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
    expected = {'Repentant Blacksmith': 1, 'Grizzly Bears': 1}
    zone = [state['objects'][str(i)] for i in state['players'][1]['graveyard']]
    observed = {name: sum(1 for o in zone if o['name'] == name) for name in expected}
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
