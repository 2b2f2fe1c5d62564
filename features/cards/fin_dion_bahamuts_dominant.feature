Feature: Dion, Bahamut's Dominant
  Dion, Bahamut's Dominant {3}{W} — Legendary Creature — Human Noble Knight 3/3, transforming into
  Bahamut, Warden of Light — Legendary Enchantment Creature — Saga Dragon 5/5 (white color indicator).
  Bahamut's chapter III: Destroy target permanent. Exile Bahamut, then return it to the battlefield
  (front face up).

  Rulings: shared/data/fin-rulings.json (2025-06-06).

  @id:dion-gigaflare-illegal-target-bahamut-sacrificed @ruling:be98df51124c @cr:608.2b @cr:714.4
  Scenario: Gigaflare's target becomes illegal: the ability doesn't resolve and Bahamut is sacrificed
    If the target permanent is an illegal target when Bahamut's third chapter ability tries to resolve, it won't
    resolve and none of its effects will happen. You won't exile Bahamut and return it to the battlefield front
    face up. Instead, when the ability leaves the stack without resolving and state-based actions are checked,
    Bahamut will be sacrificed due to having a number of lore counters greater than or equal to its final
    chapter number. Recorded by two sources. Bob sacrifices the target, Vampire Hexmage, in response.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Dion, Bahamut's Dominant
    And Alice has {W}{W}{W}{W}{W}{W} in her mana pool
    And Bob controls Vampire Hexmage and Swamp
    And Alice's library, from the top, is Plains and Plains
    And Bob's library, from the top, is Swamp and Swamp
    And Alice will choose Vampire Hexmage as targets
    And Bob will choose Swamp as targets
    When Alice activates Dion, Bahamut's Dominant's "{4}{W}{W}, {T}" ability
    And all players pass priority until the stack is empty
    Then Bahamut, Warden of Light has 1 lore counter
    When the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    Then Bahamut, Warden of Light has 2 lore counters
    When the game advances to Bob's upkeep
    And the game advances to Alice's draw step
    And all players pass priority
    Then it is Alice's precombat main phase
    And the stack, from the bottom, holds Bahamut, Warden of Light's triggered ability
    When Alice passes priority
    And Bob activates Vampire Hexmage's "Sacrifice this creature" ability
    And all players pass priority until the stack is empty
    Then Alice controls no Bahamut, Warden of Light and no Dion, Bahamut's Dominant
    And Alice has Dion, Bahamut's Dominant in her graveyard
    And Bob has Vampire Hexmage in his graveyard

  @id:dion-gigaflare-resolves-bahamut-returns-front-face-up @ruling:be98df51124c @cr:608.2 @cr:712.14 @cr:714.4
  Scenario: Gigaflare resolves: its target is destroyed and Bahamut returns as Dion, which isn't sacrificed
    If the target permanent is an illegal target when Bahamut's third chapter ability tries to resolve, it won't
    resolve and none of its effects will happen. You won't exile Bahamut and return it to the battlefield front
    face up. Instead, when the ability leaves the stack without resolving and state-based actions are checked,
    Bahamut will be sacrificed due to having a number of lore counters greater than or equal to its final
    chapter number. Recorded by two sources. The boundary: with its target legal, the ability resolves; Dion
    returns front face up, a new object (400.7) that isn't a Saga, and its enters ability creates a Knight.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Dion, Bahamut's Dominant
    And Alice has {W}{W}{W}{W}{W}{W} in her mana pool
    And Bob controls Vampire Hexmage and Swamp
    And Alice's library, from the top, is Plains and Plains
    And Bob's library, from the top, is Swamp and Swamp
    And Alice will choose Vampire Hexmage as targets
    When Alice activates Dion, Bahamut's Dominant's "{4}{W}{W}, {T}" ability
    And all players pass priority until the stack is empty
    Then Bahamut, Warden of Light has 1 lore counter
    When the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    Then Bahamut, Warden of Light has 2 lore counters
    When the game advances to Bob's upkeep
    And the game advances to Alice's draw step
    And all players pass priority
    Then it is Alice's precombat main phase
    And the stack, from the bottom, holds Bahamut, Warden of Light's triggered ability
    When all players pass priority until the stack is empty
    Then Bob has Vampire Hexmage in his graveyard
    And Alice controls Dion, Bahamut's Dominant, Knight and no Bahamut, Warden of Light

  @id:dion-dragonfire-dive-flying-during-your-turn @cr:702.9b @cr:613.1f @cr:611.3a
  Scenario: During Alice's turn, Dion and her Knight token have flying: Bob's Grizzly Bears can block neither
    CR 613.1f, 611.3a: Dragonfire Dive gives flying to Dion and the other Knights Alice controls while it is her
    turn; 702.9b: a creature without flying or reach can't block a creature with flying.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Dion, Bahamut's Dominant and Knight
    And Bob controls Grizzly Bears
    When Alice attacks with Dion, Bahamut's Dominant and Knight
    And Bob tries to block Dion, Bahamut's Dominant with Grizzly Bears
    Then that is rejected by rule 702.9b
    When Bob tries to block Knight with Grizzly Bears
    Then that is rejected by rule 702.9b
    When the game advances to Alice's end of combat step
    Then Bob's life total is 15

  @id:dion-dragonfire-dive-no-flying-on-opponents-turn @cr:702.9b @cr:611.3a
  Scenario: During Bob's turn, Dion has no flying and can't block Bob's Serra Angel
    CR 611.3a: "during your turn" applies only on Alice's turn; on Bob's, Dion has neither flying nor reach, so
    it can't block a creature with flying (702.9b).

    Given a game between Alice and Bob
    And it is Bob's precombat main phase
    And Alice controls Dion, Bahamut's Dominant
    And Bob controls Serra Angel
    When Bob attacks with Serra Angel
    And Alice tries to block Serra Angel with Dion, Bahamut's Dominant
    Then that is rejected by rule 702.9b
    And Dion, Bahamut's Dominant is not blocking
