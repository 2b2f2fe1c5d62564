Feature: Alania, Divergent Storm: three "first spell" triggers a turn, a copy that isn't cast, resolving before the spell
  Alania, Divergent Storm {3}{U}{R} — Legendary Creature — Otter Wizard 3/5: Whenever you cast a spell, if
  it's the first instant spell, the first sorcery spell, or the first Otter spell other than Alania you've cast
  this turn, you may have target opponent draw a card. If you do, copy that spell. You may choose new targets
  for the copy.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, AlaniaDivergentStorm.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 601.2i (a spell
  becomes cast: the spells cast this turn are counted, whether or not Alania was on the battlefield then),
  603.3 and 608.1 (the triggered ability goes on the stack above the spell and resolves first), 707.10 (a copy
  is put on the stack, not cast), 608.2h (the spell is copied as it last existed on the stack).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob's library, from the top, is Island

  @ruling:4bc92129d272 @cr:601.2i @cr:603.2
  Rule: Alania's ability triggers for the first instant, the first sorcery and the first Otter spell other than Alania
    Alania's ability can trigger up to three times in a single turn: once when you cast your first instant,
    once when you cast your first sorcery, and once when you cast your first Otter spell other than Alania.

    @id:blb-alania-three-triggers
    Scenario: Two instants, a sorcery and an Otter spell: Alania's ability triggers for the first instant, the sorcery and the Otter
      Given Alice controls Alania, Divergent Storm
      And Alice has Lightning Bolt, Lightning Bolt, Divination and Kitsa, Otterball Elite in her hand
      And Alice's library, from the top, is Island and Island
      And Alice has {R}{R}{U}{C}{C}{U}{C} in her mana pool
      And Alice will choose Bob, then Bob, then Bob, then Bob, then Bob as targets
      And Alice will answer the "you may" choices with no, then no, then no
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Alania, Divergent Storm
      When all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      And Alice casts Divination from her hand
      Then the triggered abilities put on the stack are 1 from Alania, Divergent Storm
      When all players pass priority until the stack is empty
      And Alice casts Kitsa, Otterball Elite from her hand
      Then the triggered abilities put on the stack are 1 from Alania, Divergent Storm
      When all players pass priority until the stack is empty
      Then Bob's life total is 14
      And Bob has no Island in his hand
      And Alice controls Kitsa, Otterball Elite

    @id:blb-alania-first-spells-counted-before-it-entered
    Scenario: The turn's first instant was cast before Alania entered, and Alania itself is no Otter spell "other than Alania": only Kitsa's casting triggers
      Given Alice has Lightning Bolt, Alania, Divergent Storm, Lightning Bolt and Kitsa, Otterball Elite in her hand
      And Alice has {R}{U}{R}{C}{C}{C}{R}{U}{C} in her mana pool
      And Alice will choose Bob, then Bob, then Bob as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Alania, Divergent Storm from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      And Alice casts Kitsa, Otterball Elite from her hand
      Then the triggered abilities put on the stack are 1 from Alania, Divergent Storm
      When all players pass priority until the stack is empty
      Then Bob's life total is 14

  @ruling:a924b02b9779 @cr:608.1 @cr:608.2h @cr:707.10
  Rule: Alania's ability and its copy resolve before the spell, even if the spell has been countered
    Alania's ability and the copy it creates both resolve before the spell that caused the ability to trigger.
    They resolve even if the spell is countered before the copy is created.

    @id:blb-alania-copy-resolves-first
    Scenario: Bob draws, the copy of Lightning Bolt resolves, and Lightning Bolt itself is still on the stack
      Given Alice controls Alania, Divergent Storm
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      And Alice will answer the "you may" choices with yes, then no
      When Alice casts Lightning Bolt from her hand
      Then the stack, from the bottom, holds Lightning Bolt and Alania, Divergent Storm's triggered ability
      When all players pass priority
      And all players pass priority
      Then Bob has Island in his hand
      And Bob's life total is 17
      And the stack, from the bottom, holds Lightning Bolt
      When all players pass priority
      Then Bob's life total is 14

    @id:blb-alania-spell-countered-copy-still-made
    Scenario: Bob counters Lightning Bolt before Alania's ability resolves: the ability still resolves and its copy deals 3 damage
      Given Alice controls Alania, Divergent Storm
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Bob, then Bob as targets
      And Bob will choose Lightning Bolt as targets
      And Alice will answer the "you may" choices with yes, then no
      When Alice casts Lightning Bolt from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Bob has Island in his hand
      And Bob's life total is 17
      And Alice has Lightning Bolt in her graveyard

  @ruling:587976f81ec6 @cr:707.10 @cr:601.2i
  Rule: The copy isn't cast: abilities that trigger on casting a spell don't trigger for it
    The copy is created on the stack, so it's not "cast." Abilities that trigger when a player casts a spell
    won't trigger.

    @id:blb-alania-copy-not-cast
    Scenario: The Wizard token's "whenever you cast a noncreature spell" ability triggers for Lightning Bolt, not for Alania's copy of it
      Bob is dealt 3 damage by Lightning Bolt, 3 by the copy and 1 by the Wizard token's one trigger.

      Given Alice controls Alania, Divergent Storm and Wizard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      And Alice will put her triggered abilities on the stack in the order Wizard, Alania, Divergent Storm
      And Alice will answer the "you may" choices with yes, then no
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Alania, Divergent Storm and 1 from Wizard
      When all players pass priority
      And all players pass priority
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob's life total is 13

    @id:blb-alania-copy-not-first-instant
    Scenario: The copy is no instant spell "cast" this turn: the next Lightning Bolt Alice casts isn't her first, and doesn't trigger Alania
      Given Alice controls Alania, Divergent Storm
      And Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob, then Bob as targets
      And Alice will answer the "you may" choices with yes, then no
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob's life total is 11
