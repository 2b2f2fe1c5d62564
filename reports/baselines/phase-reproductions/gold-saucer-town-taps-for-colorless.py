"""Standalone reproduction of the ruling scenario 'gold-saucer-town-taps-for-colorless' on phase-python 0.103.0.

The Gold Saucer is a Town that taps for {C} and can't pay for Lightning Bolt
Ruling's check, through the mtg-rulings adapter: features/cards/fin_towns.feature:28: Alice activates The Gold Saucer's "{T}: Add {C}." ability was rejected: phase: Action not allowed: Cannot activate tap ability: permanent is tapped

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
FACES = [['lightning bolt',
  False,
  {'colorIdentity': ['R'],
   'colors': ['R'],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaCost': '{R}',
   'manaValue': 1,
   'name': 'Lightning Bolt',
   'printings': [],
   'rulings': [],
   'subtypes': [],
   'supertypes': [],
   'text': 'Lightning Bolt deals 3 damage to any target.',
   'type': 'Instant',
   'types': ['Instant']},
  None,
  {}],
 ['the gold saucer',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'The Gold Saucer',
   'printings': [],
   'rulings': [],
   'subtypes': ['Town'],
   'supertypes': [],
   'text': '{T}: Add {C}.\n'
           '{2}, {T}: Flip a coin. If you win the flip, create a Treasure token.\n'
           '{3}, {T}, Sacrifice two artifacts: Draw a card.',
   'type': 'Land — Town',
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
 ['treasure',
  False,
  {'colorIdentity': [],
   'colors': [],
   'foreignData': [],
   'identifiers': {},
   'keywords': [],
   'layout': 'normal',
   'legalities': {},
   'manaValue': 0,
   'name': 'Treasure',
   'printings': [],
   'rulings': [],
   'subtypes': ['Treasure'],
   'supertypes': [],
   'text': '{T}, Sacrifice this token: Add one mana of any color.',
   'type': 'Artifact — Treasure',
   'types': ['Artifact']},
  None,
  {}]]
STEPS = [['new', [['Lightning Bolt', 'The Gold Saucer', 'Wastes'], ['Wastes']], {'first_player': 0, 'seed': 1}],
 ['apply', 0, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['apply', 1, {'data': {'choice': {'type': 'Keep'}}, 'type': 'MulliganDecision'}, None],
 ['load',
  [[['state', 'battlefield'], [1]],
   [['state', 'next_timestamp'], 2],
   [['state', 'objects', '1', 'entered_battlefield_turn'], 2],
   [['state', 'objects', '1', 'timestamp'], 1],
   [['state', 'objects', '1', 'zone'], 'Battlefield'],
   [['state', 'objects', '1', 'summoning_sick'], False],
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
  [['state', 'objects', '3'], ['state', 'objects', '4']]],
 ['step', 'features/cards/fin_towns.feature:26: Alice casts Lightning Bolt from hand'],
 ['apply',
  0,
  {'data': {'card_id': 2, 'object_id': 2, 'payment_mode': {'type': 'Manual'}, 'targets': []}, 'type': 'CastSpell'},
  None],
 ['apply', 0, {'data': {'target': {'Player': 1}}, 'type': 'ChooseTarget'}, None],
 ['apply', 0, {'data': {'ability_index': 0, 'source_id': 1}, 'type': 'ActivateAbility'}, None],
 ['apply', 0, {'type': 'PassPriority'}, 'Action not allowed: Cannot pay mana cost'],
 ['apply', 0, {'type': 'CancelCast'}, None],
 ['step', 'features/cards/fin_towns.feature:28: Alice activates The Gold Saucer\'s "{T}: Add {C}." ability']]

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
    ACTION = {'data': {'ability_index': 0, 'source_id': 1}, 'type': 'ActivateAbility'}
    try:
        game.apply(0, ACTION)
        refused = None
    except ValueError as e:
        refused = str(e) or 'refused'
    expected = 'accepted'
    observed = 'accepted' if refused is None else f'refused: {refused}'
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
