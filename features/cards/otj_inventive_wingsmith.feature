Feature: Inventive Wingsmith: its end step ability checks its conditions as it triggers and again as it resolves
  Inventive Wingsmith {2}{W} — Creature — Dwarf Artificer 2/4: At the beginning of your end step, if you haven't
  cast a spell from your hand this turn and this creature doesn't have a flying counter on it, put a flying
  counter on it.

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 603.4 (an intervening "if" clause: checked as it triggers and as it resolves), 122.1b (a
  flying counter gives flying), 601.2a (the zone a spell is cast from).

  Background:
    Given a game between Alice and Bob
    And it is Alice's postcombat main phase
    And Alice's library, from the top, is Forest and Forest

  @ruling:7caf494c1aaf @cr:603.4 @cr:122.1b
  Rule: Having cast a spell from the hand this turn, or a flying counter, stops it, when it would trigger or resolve
    At the beginning of your end step, Inventive Wingsmith's ability will check to see if you've cast a spell
    from your hand this turn and if Inventive Wingsmith has a flying counter on it. If either is true, the
    ability won't trigger at all. If the ability does trigger, it will check again as it tries to resolve. If
    either is true as the ability tries to resolve, the ability won't do anything.

    @id:otj-inventive-wingsmith-gets-flying-counter
    Scenario: Alice cast no spell from her hand this turn: at her end step Inventive Wingsmith gets a flying counter
      Given Alice controls Inventive Wingsmith
      When the game advances to Alice's end step
      Then the triggered abilities put on the stack are 1 from Inventive Wingsmith
      When all players pass priority until the stack is empty
      Then Inventive Wingsmith has 1 flying counter

    @id:otj-inventive-wingsmith-spell-from-hand-no-trigger
    Scenario: Alice cast Lightning Bolt from her hand this turn: the ability doesn't trigger
      Given Alice controls Inventive Wingsmith
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's end step
      Then no triggered ability is put on the stack
      And Inventive Wingsmith has 0 flying counters

    @id:otj-inventive-wingsmith-flying-counter-no-trigger
    Scenario: Inventive Wingsmith already has a flying counter: the ability doesn't trigger
      Given Alice controls Inventive Wingsmith (with 1 flying counter)
      When the game advances to Alice's end step
      Then no triggered ability is put on the stack
      And Inventive Wingsmith has 1 flying counter

    @id:otj-inventive-wingsmith-checked-again-on-resolution
    Scenario: In response to the ability, Alice casts Lightning Bolt from her hand: as it resolves, it does nothing
      Given Alice controls Inventive Wingsmith
      And Alice has Lightning Bolt in her hand
      And Alice will choose Bob as targets
      And Alice controls Mountain
      When all players pass priority
      Then it is Alice's end step
      And the triggered abilities put on the stack are 1 from Inventive Wingsmith
      When Alice casts Lightning Bolt from her hand by tapping Mountain
      And all players pass priority until the stack is empty
      Then Inventive Wingsmith has 0 flying counters
      And Bob's life total is 17
