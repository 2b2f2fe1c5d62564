"""Standalone reproduction of the ruling scenario 'otj-key-to-the-vault-not-cast-stays-exiled' on phase-python 0.103.0.

Alice declines to cast the exiled Divination: it stays in exile, and she can't cast it later in the turn
Ruling's check, through the mtg-rulings adapter: features/cards/otj_the_key_to_the_vault.feature:44: expected exile to hold 1 Divination; observed 0 Divination (whole exile: none)

Needs only phase-python (pip install phase-python==0.103.0). Replays the calls the adapter made into
phase (20 Game.apply calls; a position is phase's own dealt game with
the adapter's edits of its state), then reads the answer from phase's raw state.
Exit 0: phase gives the ruling's answer; 1: it doesn't; 2: the replay went otherwise.

Among the replayed calls are answers to phase's prompts that the scenario doesn't script and the
reference engine doesn't raise; the suite played the scenario with every answer to them, and
this play is one that gets another answer than the ruling's:
- Alice's may choice: Whenever equipped creature deals combat damage to a player, look at that many cards from the top of your library. You may exile a nonland card from among them. Put the rest on the bottom of your library in a random order. You may cast the exiled card without paying its mana cost.: answered no (of no, yes)
"""

import json
import re
import sys
import traceback

import phase

RIGHT, WRONG, DIVERGED = 0, 1, 2
ENGINE = 'phase'
PLAYERS = ['Alice', 'Bob']  # seats 0, 1, ...
FACES = [['divination',
  False,
  {'colorIdentity': ['U'],
   'colors': ['U'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{2}{U}',
   'manaValue': 3,
   'name': 'Divination',
   'printings': [],
   'rulings': [],
   'subtypes': [],
   'supertypes': [],
   'text': 'Draw two cards.',
   'type': 'Sorcery',
   'types': ['Sorcery']},
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
 ['grizzly bears',
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
 ['plains',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Plains',
   'printings': [],
   'rulings': [],
   'subtypes': ['Plains'],
   'supertypes': ['Basic'],
   'text': '({T}: Add {W}.)',
   'type': 'Basic Land — Plains',
   'types': ['Land']},
  None,
  {}],
 ['the key to the vault',
  False,
  {'colorIdentity': ['U'],
   'colors': ['U'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{1}{U}',
   'manaValue': 2,
   'name': 'The Key to the Vault',
   'printings': [],
   'rulings': [],
   'subtypes': ['Equipment'],
   'supertypes': ['Legendary'],
   'text': 'Whenever equipped creature deals combat damage to a player, look at that many cards from the top of your '
           'library. You may exile a nonland card from among them. Put the rest on the bottom of your library in a '
           'random order. You may cast the exiled card without paying its mana cost.\n'
           'Equip {2}{U}',
   'type': 'Legendary Artifact — Equipment',
   'types': ['Artifact']},
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
  {}]]
STEPS = [['new',
  [['Divination', 'Island', 'Forest', 'Plains', 'Grizzly Bears', 'The Key to the Vault', 'Wastes'], ['Wastes']],
  {'first_player': 0, 'seed': 1}],
 ['apply', 0, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['apply', 1, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['load',
  [[['state', 'battlefield'], [5, 3]],
   [['state', 'next_timestamp'], 3],
   [['state', 'objects', '1', 'zone'], 'Library'],
   [['state', 'objects', '2', 'zone'], 'Library'],
   [['state', 'objects', '3', 'attached_to'], {'data': 5, 'type': 'Object'}],
   [['state', 'objects', '3', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '3', 'timestamp'], 2],
   [['state', 'objects', '3', 'zone'], 'Battlefield'],
   [['state', 'objects', '3', 'summoning_sick'], False],
   [['state', 'objects', '4', 'zone'], 'Library'],
   [['state', 'objects', '5', 'attachments'], [3]],
   [['state', 'objects', '5', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '5', 'timestamp'], 1],
   [['state', 'objects', '5', 'zone'], 'Battlefield'],
   [['state', 'objects', '5', 'summoning_sick'], False],
   [['state', 'objects', '6', 'zone'], 'Library'],
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
      'hand': [],
      'has_drawn_this_turn': False,
      'id': 0,
      'is_eliminated': False,
      'lands_played_this_turn': 0,
      'library': [2, 1, 6, 4],
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
  [['state', 'objects', '7'], ['state', 'objects', '8']]],
 ['step', 'features/cards/otj_the_key_to_the_vault.feature:41: Alice attacks with Grizzly Bears'],
 ['apply', 0, {'type': 'PassPriority'}, None],
 ['apply', 1, {'type': 'PassPriority'}, None],
 ['apply', 0, {'type': 'PassPriority'}, None],
 ['apply', 1, {'type': 'PassPriority'}, None],
 ['apply',
  0,
  {'data': {'attacks': [[5, {'data': 1, 'type': 'Player'}]], 'bands': []}, 'type': 'DeclareAttackers'},
  None],
 ['step', 'features/cards/otj_the_key_to_the_vault.feature:42: Bob declares no blockers'],
 ['apply', 0, {'type': 'PassPriority'}, None],
 ['apply', 1, {'type': 'PassPriority'}, None],
 ['step', "features/cards/otj_the_key_to_the_vault.feature:43: players advance to Alice's postcombat_main"],
 ['apply', 0, {'type': 'PassPriority'}, None],
 ['apply', 1, {'type': 'PassPriority'}, None],
 ['apply', 0, {'type': 'PassPriority'}, None],
 ['apply', 1, {'type': 'PassPriority'}, None],
 ['apply', 0, {'data': {'accept': False}, 'type': 'DecideOptionalEffect'}, None],
 ['apply', 0, {'data': {'cards': [2]}, 'type': 'SelectCards'}, None],
 ['apply', 0, {'data': {'accept': False}, 'type': 'DecideOptionalEffect'}, None],
 ['apply', 0, {'type': 'PassPriority'}, None],
 ['apply', 1, {'type': 'PassPriority'}, None],
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
    expected = {'Divination': 1}
    zone = [state['objects'][str(i)] for i in state['exile']]
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
