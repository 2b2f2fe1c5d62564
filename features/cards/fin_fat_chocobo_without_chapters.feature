Feature: Summon: Fat Chocobo without its chapter abilities (714.4, 714.2d)
  A Saga is sacrificed once its lore counters reach its final chapter number (714.4), but only a Saga with one
  or more chapter abilities: one that lost them all has no final chapter number to reach (714.2d). Humble
  ("Until end of turn, target creature loses all abilities and has base power and toughness 0/1.") can make the
  Saga creature Summon: Fat Chocobo lose them (613.1f).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (shaggy806/MTG-Engine).

  @id:fin-fat-chocobo-humbled-not-sacrificed @ruling:91bd17328c24 @cr:714.4 @cr:714.2d @cr:613.1f
  Scenario: Bob casts Humble on Summon: Fat Chocobo in response to its chapter IV ability: after it resolves, the Saga isn't sacrificed
    Due to a rules change that takes effect with this release (see below for details), a Saga that somehow loses
    all of its chapter abilities will not be sacrificed as a state-based action. It will also not gain a lore
    counter at the beginning of each of its controller's first main phases. Wording as recorded by
    shaggy806/MTG-Engine only (single source). This scenario executes the first sentence. The second (no lore
    counter as the first main phase begins, 714.3b) needs a loss of abilities lasting into a later turn's
    precombat main phase, which no card of the reference engine's data makes: Humble's ends at the cleanup step.

    Given a game between Alice and Bob
    And it is Alice's draw step
    And Alice controls Summon: Fat Chocobo (with 3 lore counters)
    And Bob controls 2 Plains
    And Bob has Humble in his hand
    And Bob will choose Summon: Fat Chocobo as targets
    When all players pass priority
    Then it is Alice's precombat main phase
    And Summon: Fat Chocobo has 4 lore counters
    And the stack, from the bottom, holds Summon: Fat Chocobo's triggered ability
    When Alice passes priority
    And Bob activates Plains's "{T}: Add {W}." ability
    And Bob activates Plains's "{T}: Add {W}." ability
    And Bob casts Humble from his hand
    And all players pass priority until the stack is empty
    Then Alice controls Summon: Fat Chocobo
    And Summon: Fat Chocobo has 4 lore counters

  @id:fin-fat-chocobo-not-humbled-sacrificed @ruling:91bd17328c24 @cr:714.4
  Scenario: Bob casts Humble on another creature instead: Summon: Fat Chocobo keeps its chapter abilities and is sacrificed
    Due to a rules change that takes effect with this release (see below for details), a Saga that somehow loses
    all of its chapter abilities will not be sacrificed as a state-based action. It will also not gain a lore
    counter at the beginning of each of its controller's first main phases. Wording as recorded by
    shaggy806/MTG-Engine only (single source). The boundary: the same spell on another creature leaves the Saga
    its chapter abilities, so it is sacrificed once chapter IV has resolved.

    Given a game between Alice and Bob
    And it is Alice's draw step
    And Alice controls Summon: Fat Chocobo (with 3 lore counters) and Grizzly Bears
    And Bob controls 2 Plains
    And Bob has Humble in his hand
    And Bob will choose Grizzly Bears as targets
    When all players pass priority
    Then it is Alice's precombat main phase
    And the stack, from the bottom, holds Summon: Fat Chocobo's triggered ability
    When Alice passes priority
    And Bob activates Plains's "{T}: Add {W}." ability
    And Bob activates Plains's "{T}: Add {W}." ability
    And Bob casts Humble from his hand
    And all players pass priority until the stack is empty
    Then Alice controls no Summon: Fat Chocobo
    And Alice has Summon: Fat Chocobo in her graveyard
