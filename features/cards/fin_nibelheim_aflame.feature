Feature: Nibelheim Aflame: the creature is the source of the damage, and flashback
  Nibelheim Aflame {2}{R}{R} — Sorcery: Choose target creature you control. It deals damage equal to its
  power to each other creature. If this spell was cast from a graveyard, discard your hand and draw four
  cards. Flashback {5}{R}{R}

  Rulings: shared/data/fin-rulings.json (2025-06-06). Every one rests on one source (shaggy806/MTG-Engine
  only, not corroborated by a second repository); the wording is the one that repository records.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:a94cced1597b @cr:702.34a @cr:307.1
  Rule: Flashback follows the timing rules of the card's type
    You must still follow any timing restrictions and permissions, including those based on the card's type.
    For instance, you can cast a sorcery using flashback only when you could normally cast a sorcery.
    (Wording as recorded by shaggy806/MTG-Engine only.)

    @id:nibelheim-flashback-not-in-upkeep
    Scenario: Nibelheim Aflame can't be cast with flashback in Alice's upkeep
      Given it is Alice's upkeep
      And Alice controls Isamaru, Hound of Konda
      And Alice has Nibelheim Aflame in her graveyard
      And Alice has {R}{R}{C}{C}{C}{C}{C} in her mana pool
      When Alice tries to cast Nibelheim Aflame from her graveyard
      Then that is rejected by rule 307.1
      And Alice has Nibelheim Aflame in her graveyard
      And Alice's mana pool is {R}{R}{C}{C}{C}{C}{C}

    @id:nibelheim-flashback-in-main-phase
    Scenario: In her main phase with an empty stack, Alice casts Nibelheim Aflame with flashback
      Given Alice controls Isamaru, Hound of Konda
      And Alice has Nibelheim Aflame in her graveyard
      And Alice has {R}{R}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her graveyard
      Then the stack, from the bottom, holds Nibelheim Aflame
      And Alice's mana pool is empty

  @ruling:e5077c3ca1ab @cr:120.3 @cr:702.16e
  Rule: The creature deals the damage, so protection from the spell's color doesn't prevent it
    The creature is the source of the damage, not Nibelheim Aflame. For example, Nibelheim Aflame can have a
    white creature deal damage to a creature with protection from red. (Wording as recorded by
    shaggy806/MTG-Engine only.)

    @id:nibelheim-white-source-hits-protection-from-red
    Scenario: A white creature deals damage to a creature with protection from red
      Given Alice controls Isamaru, Hound of Konda and 4 Mountain
      And Bob controls Repentant Blacksmith
      And Alice has Nibelheim Aflame in her hand
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
      And all players pass priority until the stack is empty
      Then Bob has Repentant Blacksmith in his graveyard
      And Alice controls Isamaru, Hound of Konda

    @id:nibelheim-red-source-prevented-by-protection
    Scenario: A red creature's damage to a creature with protection from red is prevented
      Given Alice controls Bonecrusher Giant and 4 Mountain
      And Bob controls Repentant Blacksmith and Makindi Ox
      And Alice has Nibelheim Aflame in her hand
      And Alice will choose Bonecrusher Giant as targets
      When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
      And all players pass priority until the stack is empty
      Then Bob controls Repentant Blacksmith
      And Bob has Makindi Ox in his graveyard
      And Alice's life total is 18

  @ruling:f1c2ede49ae2 @cr:601.2f @cr:202.3
  Rule: The total cost is the flashback cost; the mana value is the mana cost's
    To determine the total cost of a spell, start with the mana cost or alternative cost (such as a flashback
    cost) you're paying, add any cost increases, then apply any cost reductions. The mana value of the spell
    is determined only by its mana cost, no matter what the total cost to cast the spell was. (Wording as
    recorded by shaggy806/MTG-Engine only.)

    @id:nibelheim-flashback-costs-seven-mana-value-four
    Scenario: Cast with flashback, Nibelheim Aflame costs seven mana and has mana value 4
      Given Alice controls Isamaru, Hound of Konda, 2 Mountain and 5 Wastes
      And Alice has Nibelheim Aflame in her graveyard
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her graveyard by tapping 2 Mountain and 5 Wastes
      Then Nibelheim Aflame on the stack has mana value 4
      And Alice's mana pool is empty

    @id:nibelheim-flashback-not-for-its-mana-cost
    Scenario: Four mana, enough for its mana cost, doesn't pay its flashback cost
      Given Alice controls Isamaru, Hound of Konda
      And Alice has Nibelheim Aflame in her graveyard
      And Alice has {R}{R}{C}{C} in her mana pool
      When Alice tries to cast Nibelheim Aflame from her graveyard
      Then that is rejected by rule 601.2h
      And Alice has Nibelheim Aflame in her graveyard
      And Alice's mana pool is {R}{R}{C}{C}

  @ruling:95eedbc1829c @cr:702.34a
  Rule: Flashback casts it from the graveyard for its flashback cost, then exiles it
    "Flashback [cost]" means "You may cast this card from your graveyard if the resulting spell is an instant
    or sorcery spell by paying [cost] rather than paying its mana cost" and "If the flashback cost was paid,
    exile this card instead of putting it anywhere else any time it would leave the stack." (Wording as
    recorded by shaggy806/MTG-Engine only.)

    @id:nibelheim-flashback-resolves-into-exile
    Scenario: Nibelheim Aflame cast with flashback is exiled as it resolves
      Given Alice controls Isamaru, Hound of Konda
      And Alice has Nibelheim Aflame in her graveyard
      And Alice has {R}{R}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her graveyard
      And all players pass priority until the stack is empty
      Then Nibelheim Aflame is in exile
      And Alice has no Nibelheim Aflame in her graveyard

    @id:nibelheim-from-hand-to-graveyard
    Scenario: Cast from the hand for its mana cost, Nibelheim Aflame goes to the graveyard
      Given Alice controls Isamaru, Hound of Konda and 4 Mountain
      And Alice has Nibelheim Aflame in her hand
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
      And all players pass priority until the stack is empty
      Then Alice has Nibelheim Aflame in her graveyard
      And no Nibelheim Aflame is in exile

  @ruling:b542afbaf758 @cr:608.2h
  Rule: The creature's power is taken as Nibelheim Aflame resolves
    Use the power of the target creature as Nibelheim Aflame resolves to determine how much damage it deals to
    each other creature. (Wording as recorded by shaggy806/MTG-Engine only.)

    @id:nibelheim-power-after-pump
    Scenario: Haste Magic in response makes Isamaru deal 5 damage
      Given Alice controls Isamaru, Hound of Konda
      And Bob controls Makindi Ox
      And Alice has Nibelheim Aflame and Haste Magic in her hand
      And Alice's library, from the top, is Island
      And Alice has {R}{R}{C}{C}{R}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda, then Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her hand
      And Alice casts Haste Magic from her hand
      And all players pass priority until the stack is empty
      Then Bob has Makindi Ox in his graveyard

    @id:nibelheim-power-without-pump
    Scenario: Without the pump, Isamaru deals 2 damage and Makindi Ox survives
      Given Alice controls Isamaru, Hound of Konda
      And Bob controls Makindi Ox
      And Alice has Nibelheim Aflame in her hand
      And Alice has {R}{R}{C}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her hand
      And all players pass priority until the stack is empty
      Then Bob controls Makindi Ox

  @ruling:609c641e0e00 @cr:702.34a @cr:701.6a
  Rule: A flashback spell is exiled however it leaves the stack
    A spell cast using flashback will always be exiled afterward, whether it resolves, is countered, or leaves
    the stack in some other way. (Wording as recorded by shaggy806/MTG-Engine only.)

    @id:nibelheim-flashback-countered-exiled
    Scenario: Nibelheim Aflame cast with flashback and countered is exiled
      Given Alice controls Isamaru, Hound of Konda
      And Alice has Nibelheim Aflame in her graveyard
      And Alice has {R}{R}{C}{C}{C}{C}{C} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      And Bob will choose Nibelheim Aflame as targets
      When Alice casts Nibelheim Aflame from her graveyard
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Nibelheim Aflame is in exile
      And Alice has no Nibelheim Aflame in her graveyard
      And Alice controls Isamaru, Hound of Konda

    @id:nibelheim-from-hand-countered-graveyard
    Scenario: Cast from the hand and countered, Nibelheim Aflame goes to the graveyard
      Given Alice controls Isamaru, Hound of Konda
      And Alice has Nibelheim Aflame in her hand
      And Alice has {R}{R}{C}{C} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      And Bob will choose Nibelheim Aflame as targets
      When Alice casts Nibelheim Aflame from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Alice has Nibelheim Aflame in her graveyard
      And no Nibelheim Aflame is in exile

  @ruling:0c848233d30a @cr:608.2b
  Rule: With its target illegal, Nibelheim Aflame doesn't resolve at all
    If the target creature is an illegal target as Nibelheim Aflame tries to resolve, it won't resolve and none
    of its effects will happen. No damage will be dealt, and you won't discard and draw even if you cast
    Nibelheim Aflame from a graveyard. (Wording as recorded by shaggy806/MTG-Engine only.)

    @id:nibelheim-target-gone-no-discard-no-draw
    Scenario: Bob bolts the target: no damage, no discard, no draw, and Nibelheim Aflame is exiled
      Given Alice controls Isamaru, Hound of Konda
      And Bob controls Makindi Ox
      And Alice has Nibelheim Aflame in her graveyard
      And Alice has Forest in her hand
      And Alice's library, from the top, is Island, Island, Island, Island
      And Alice has {R}{R}{C}{C}{C}{C}{C} in her mana pool
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      And Bob will choose Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her graveyard
      And Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Alice has Forest in her hand
      And Alice has 4 Island in her library
      And Bob controls Makindi Ox
      And Nibelheim Aflame is in exile

    @id:nibelheim-flashback-discards-and-draws
    Scenario: With its target legal, Nibelheim Aflame from the graveyard discards Alice's hand and draws four
      Given Alice controls Isamaru, Hound of Konda
      And Alice has Nibelheim Aflame in her graveyard
      And Alice has Forest and Lightning Bolt in her hand
      And Alice's library, from the top, is Island, Island, Island, Island
      And Alice has {R}{R}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her graveyard
      And all players pass priority until the stack is empty
      Then Alice has Forest and Lightning Bolt in her graveyard
      And Alice has 4 Island in her hand

  @ruling:b0c0a9f0be94 @cr:702.34a
  Rule: Flashback doesn't ask how the card got into the graveyard
    You can cast a spell using flashback even if it was somehow put into your graveyard without having been
    cast. (Wording as recorded by shaggy806/MTG-Engine only.)

    @id:nibelheim-discarded-then-flashback
    Scenario: Discarded by Nibelheim Aflame's own effect, a second Nibelheim Aflame is cast with flashback
      Given Alice controls Isamaru, Hound of Konda
      And Alice has Nibelheim Aflame in her graveyard
      And Alice has Nibelheim Aflame in her hand
      And Alice's library, from the top, is Island, Island, Island, Island
      And Alice has {R}{R}{C}{C}{C}{C}{C}{R}{R}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda, then Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her graveyard
      And all players pass priority until the stack is empty
      Then Alice has 1 Nibelheim Aflame in her graveyard
      When Alice casts Nibelheim Aflame from her graveyard
      Then the stack, from the bottom, holds Nibelheim Aflame

    @id:nibelheim-boundary-bolt-without-flashback
    Scenario: Lightning Bolt, with no flashback, can't be cast from the graveyard
      Given Alice has Lightning Bolt in her graveyard
      And Alice has {R} in her mana pool
      When Alice tries to cast Lightning Bolt from her graveyard
      Then that is rejected by rule 601.3
      And Alice has Lightning Bolt in her graveyard

  @ruling:e0b1ee4c0f6a @cr:117.3b @cr:702.34a
  Rule: After it resolves in Alice's turn, she can flash it back before anyone else acts
    If a card with flashback is put into your graveyard during your turn, you can cast it if it's legal to do
    so before any other player can take any actions. (Wording as recorded by shaggy806/MTG-Engine only.)

    @id:nibelheim-resolves-then-flashback-at-once
    Scenario: Nibelheim Aflame resolves and Alice, who receives priority first, casts it again with flashback
      Given Alice controls Isamaru, Hound of Konda
      And Alice has Nibelheim Aflame in her hand
      And Alice has {R}{R}{C}{C}{R}{R}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda, then Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her hand
      And all players pass priority
      Then Alice has Nibelheim Aflame in her graveyard
      When Alice casts Nibelheim Aflame from her graveyard
      Then the stack, from the bottom, holds Nibelheim Aflame

    @id:nibelheim-in-graveyard-bob-has-priority
    Scenario: Once Alice passes priority, she can't cast it while Bob has priority
      Given Alice controls Isamaru, Hound of Konda
      And Alice has Nibelheim Aflame in her hand
      And Alice has {R}{R}{C}{C}{R}{R}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Nibelheim Aflame from her hand
      And all players pass priority
      And Alice passes priority
      And Alice tries to cast Nibelheim Aflame from her graveyard
      Then that is rejected by rule 117.1
      And Alice has Nibelheim Aflame in her graveyard
