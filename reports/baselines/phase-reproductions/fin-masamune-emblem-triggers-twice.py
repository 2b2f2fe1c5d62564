"""Standalone reproduction of the ruling scenario 'fin-masamune-emblem-triggers-twice' on phase-python 0.103.0.

With The Masamune equipped to a creature Alice controls, a creature dying makes her emblem's ability trigger twice
Ruling's check, through the mtg-rulings adapter: features/cards/fin_emblems.feature:84: expected Alice to be able to target Colossal Dreadmaw; phase chose Bob as the target of Sephiroth, Fabled SOLDIER by itself, as the only legal target: it doesn't offer Colossal Dreadmaw

Needs only phase-python (pip install phase-python==0.103.0). Replays the calls the adapter made into
phase (11 Game.apply calls; a position is phase's own dealt game with
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
FACES = [['colossal dreadmaw',
  False,
  {'colorIdentity': ['G'],
   'colors': ['G'],
   'foreignData': [],
   'identifiers': {},
   'keywords': ['Trample'],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{4}{G}{G}',
   'manaValue': 6,
   'name': 'Colossal Dreadmaw',
   'power': '6',
   'printings': [],
   'rulings': [],
   'subtypes': ['Dinosaur'],
   'supertypes': [],
   'text': "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)",
   'toughness': '6',
   'type': 'Creature — Dinosaur',
   'types': ['Creature']},
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
 ['mountain',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Mountain',
   'printings': [],
   'rulings': [],
   'subtypes': ['Mountain'],
   'supertypes': ['Basic'],
   'text': '({T}: Add {R}.)',
   'type': 'Basic Land — Mountain',
   'types': ['Land']},
  None,
  {}],
 ['murder',
  False,
  {'colorIdentity': ['B'],
   'colors': ['B'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{1}{B}{B}',
   'manaValue': 3,
   'name': 'Murder',
   'printings': [],
   'rulings': [],
   'subtypes': [],
   'supertypes': [],
   'text': 'Destroy target creature.',
   'type': 'Instant',
   'types': ['Instant']},
  None,
  {}],
 ['nibelheim aflame',
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
   'name': 'Nibelheim Aflame',
   'printings': [],
   'rulings': [],
   'subtypes': [],
   'supertypes': [],
   'text': 'Choose target creature you control. It deals damage equal to its power to each other creature. If this '
           'spell was cast from a graveyard, discard your hand and draw four cards.\n'
           'Flashback {5}{R}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
   'type': 'Sorcery',
   'types': ['Sorcery']},
  None,
  {}],
 ['sephiroth, fabled soldier',
  True,
  {'colorIdentity': ['B'],
   'colors': ['B'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'transform',
   'legalities': {},
   'manaCost': '{2}{B}',
   'manaValue': 3,
   'name': 'Sephiroth, Fabled SOLDIER',
   'power': '3',
   'printings': [],
   'rulings': [],
   'subtypes': ['Human', 'Avatar', 'Soldier'],
   'supertypes': ['Legendary'],
   'text': 'Whenever Sephiroth enters or attacks, you may sacrifice another creature. If you do, draw a card.\n'
           'Whenever another creature dies, target opponent loses 1 life and you gain 1 life. If this is the fourth '
           'time this ability has resolved this turn, transform Sephiroth.',
   'toughness': '3',
   'type': 'Legendary Creature — Human Avatar Soldier',
   'types': ['Creature']},
  'mtg-rulings:sephiroth-fabled-soldier',
  {'face_index': 0, 'layout': 'transform'}],
 ['sephiroth, one-winged angel',
  True,
  {'colorIdentity': ['B'],
   'colors': ['B'],
   'foreignData': [],
   'identifiers': {},
   'keywords': ['Flying'],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Sephiroth, One-Winged Angel',
   'power': '5',
   'printings': [],
   'rulings': [],
   'subtypes': ['Angel', 'Nightmare', 'Avatar'],
   'supertypes': ['Legendary'],
   'text': 'Flying\n'
           'Super Nova — As this creature transforms into Sephiroth, One-Winged Angel, you get an emblem with '
           '"Whenever a creature dies, target opponent loses 1 life and you gain 1 life."\n'
           'Whenever Sephiroth attacks, you may sacrifice any number of other creatures. If you do, draw that many '
           'cards.',
   'toughness': '5',
   'type': 'Legendary Creature — Angel Nightmare Avatar',
   'types': ['Creature']},
  'mtg-rulings:sephiroth-fabled-soldier',
  {'face_index': 1, 'layout': 'transform'}],
 ['serra angel',
  False,
  {'colorIdentity': ['W'],
   'colors': ['W'],
   'foreignData': [],
   'identifiers': {},
   'keywords': ['Flying', 'Vigilance'],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{3}{W}{W}',
   'manaValue': 5,
   'name': 'Serra Angel',
   'power': '4',
   'printings': [],
   'rulings': [],
   'subtypes': ['Angel'],
   'supertypes': [],
   'text': "Flying\nVigilance (Attacking doesn't cause this creature to tap.)",
   'toughness': '4',
   'type': 'Creature — Angel',
   'types': ['Creature']},
  None,
  {}],
 ['swamp',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Swamp',
   'printings': [],
   'rulings': [],
   'subtypes': ['Swamp'],
   'supertypes': ['Basic'],
   'text': '({T}: Add {B}.)',
   'type': 'Basic Land — Swamp',
   'types': ['Land']},
  None,
  {}],
 ['the masamune',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{3}',
   'manaValue': 3,
   'name': 'The Masamune',
   'printings': [],
   'rulings': [],
   'subtypes': ['Equipment'],
   'supertypes': ['Legendary'],
   'text': 'As long as equipped creature is attacking, it has first strike and must be blocked if able.\n'
           'Equipped creature has "If a creature dying causes a triggered ability of this creature or an emblem you '
           'own to trigger, that ability triggers an additional time."\n'
           'Equip {2}',
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
  [['Nibelheim Aflame',
    'Murder',
    'Sephiroth, Fabled SOLDIER',
    'Mountain',
    'Mountain',
    'Mountain',
    'Mountain',
    'Swamp',
    'Swamp',
    'Swamp',
    'Serra Angel',
    'The Masamune',
    'Wastes'],
   ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears', 'Colossal Dreadmaw', 'Wastes']],
  {'first_player': 0, 'seed': 1}],
 ['apply', 0, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['apply', 1, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['load',
  [[['state', 'battlefield'], [6, 11, 5, 3, 10, 12, 7, 8, 13, 4, 15, 17, 14, 18, 16]],
   [['state', 'next_timestamp'], 16],
   [['state', 'objects', '1', 'zone'], 'Hand'],
   [['state', 'objects', '10', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '10', 'timestamp'], 5],
   [['state', 'objects', '10', 'zone'], 'Battlefield'],
   [['state', 'objects', '10', 'summoning_sick'], False],
   [['state', 'objects', '11', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '11', 'timestamp'], 2],
   [['state', 'objects', '11', 'zone'], 'Battlefield'],
   [['state', 'objects', '11', 'summoning_sick'], False],
   [['state', 'objects', '12', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '12', 'timestamp'], 6],
   [['state', 'objects', '12', 'zone'], 'Battlefield'],
   [['state', 'objects', '12', 'summoning_sick'], False],
   [['state', 'objects', '13', 'attachments'], [4]],
   [['state', 'objects', '13', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '13', 'timestamp'], 9],
   [['state', 'objects', '13', 'zone'], 'Battlefield'],
   [['state', 'objects', '13', 'summoning_sick'], False],
   [['state', 'objects', '14', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '14', 'timestamp'], 13],
   [['state', 'objects', '14', 'zone'], 'Battlefield'],
   [['state', 'objects', '14', 'summoning_sick'], False],
   [['state', 'objects', '15', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '15', 'timestamp'], 11],
   [['state', 'objects', '15', 'zone'], 'Battlefield'],
   [['state', 'objects', '15', 'summoning_sick'], False],
   [['state', 'objects', '16', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '16', 'timestamp'], 15],
   [['state', 'objects', '16', 'zone'], 'Battlefield'],
   [['state', 'objects', '16', 'summoning_sick'], False],
   [['state', 'objects', '17', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '17', 'timestamp'], 12],
   [['state', 'objects', '17', 'zone'], 'Battlefield'],
   [['state', 'objects', '17', 'summoning_sick'], False],
   [['state', 'objects', '18', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '18', 'timestamp'], 14],
   [['state', 'objects', '18', 'zone'], 'Battlefield'],
   [['state', 'objects', '18', 'summoning_sick'], False],
   [['state', 'objects', '2', 'zone'], 'Hand'],
   [['state', 'objects', '3', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '3', 'timestamp'], 4],
   [['state', 'objects', '3', 'zone'], 'Battlefield'],
   [['state', 'objects', '3', 'summoning_sick'], False],
   [['state', 'objects', '4', 'attached_to'], {'data': 13, 'type': 'Object'}],
   [['state', 'objects', '4', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '4', 'timestamp'], 10],
   [['state', 'objects', '4', 'zone'], 'Battlefield'],
   [['state', 'objects', '4', 'summoning_sick'], False],
   [['state', 'objects', '5', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '5', 'timestamp'], 3],
   [['state', 'objects', '5', 'zone'], 'Battlefield'],
   [['state', 'objects', '5', 'summoning_sick'], False],
   [['state', 'objects', '6', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '6', 'timestamp'], 1],
   [['state', 'objects', '6', 'zone'], 'Battlefield'],
   [['state', 'objects', '6', 'summoning_sick'], False],
   [['state', 'objects', '7', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '7', 'timestamp'], 7],
   [['state', 'objects', '7', 'zone'], 'Battlefield'],
   [['state', 'objects', '7', 'summoning_sick'], False],
   [['state', 'objects', '8', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '8', 'timestamp'], 8],
   [['state', 'objects', '8', 'zone'], 'Battlefield'],
   [['state', 'objects', '8', 'summoning_sick'], False],
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
      'hand': [2, 1],
      'has_drawn_this_turn': False,
      'id': 0,
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
  [['state', 'objects', '19'], ['state', 'objects', '9']]],
 ['step', 'features/cards/fin_emblems.feature:85: Alice casts Nibelheim Aflame from hand'],
 ['apply',
  0,
  {'data': {'card_id': 2, 'object_id': 2, 'payment_mode': {'type': 'Manual'}, 'targets': []}, 'type': 'CastSpell'},
  None],
 ['apply', 0, {'data': {'target': {'Object': 6}}, 'type': 'ChooseTarget'}, None],
 ['apply', 0, {'data': {'ability_index': 0, 'source_id': 11}, 'type': 'ActivateAbility'}, None],
 ['apply', 0, {'data': {'ability_index': 0, 'source_id': 5}, 'type': 'ActivateAbility'}, None],
 ['apply', 0, {'data': {'ability_index': 0, 'source_id': 3}, 'type': 'ActivateAbility'}, None],
 ['apply', 0, {'data': {'ability_index': 0, 'source_id': 10}, 'type': 'ActivateAbility'}, None],
 ['apply', 0, {'type': 'PassPriority'}, None],
 ['step', 'features/cards/fin_emblems.feature:86: players pass priority until the stack is empty'],
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
    EXPECTED = 'Colossal Dreadmaw'
    ENTRY = 24
    def label(ref):
        if isinstance(ref, dict) and "Player" in ref:
            return PLAYERS[ref["Player"]]
        obj = state["objects"].get(str(ref.get("Object") if isinstance(ref, dict) else ref)) or {}
        return obj.get("name", f"object {ref}")
    entry = next((e for e in game.stack() if e["id"] == ENTRY), None)
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


if __name__ == "__main__":
    try:
        main()
    except SystemExit:
        raise
    except BaseException:  # a Rust panic is a BaseException
        traceback.print_exc()
        print("the reproduction itself broke (see above): it proves nothing")
        sys.exit(DIVERGED)
