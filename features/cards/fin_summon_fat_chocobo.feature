Feature: Summon: Fat Chocobo
  Summon: Fat Chocobo {4}{G} — Enchantment Creature — Saga Bird 4/4
  (As this Saga enters and after your draw step, add a lore counter. Sacrifice after IV.)
  I — Wark — Create a 2/2 green Bird creature token with "Whenever a land you control enters, this
  token gets +1/+0 until end of turn."
  II, III, IV — Kerplunk — Creatures you control gain trample until end of turn.

  A Saga (714): chapter abilities trigger when lore counters put on it reach their numbers (714.2b), a lore
  counter is put on it as it enters (714.3a) and as its controller's precombat main phase begins (714.3b),
  and it is sacrificed once its lore counters reach its final chapter number and no chapter ability of it
  has triggered without leaving the stack (714.4).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source.

  @id:fat-chocobo-lore-counter-as-it-enters @ruling:b1183904597a @cr:714.3a @cr:714.2b
  Scenario: Summon: Fat Chocobo enters with a lore counter, and its chapter I ability triggers
    As a Saga enters, its controller puts a lore counter on it. As your first main phase begins (immediately
    after your draw step), you put another lore counter on each Saga you control. Putting a lore counter on a
    Saga in either of these ways doesn't use the stack. Wording as recorded by one source only (not
    corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Summon: Fat Chocobo in her hand
    And Alice has {G}{G}{G}{G}{G} in her mana pool
    When Alice casts Summon: Fat Chocobo from her hand
    And all players pass priority
    Then Summon: Fat Chocobo has 1 lore counter
    And the triggered abilities put on the stack are 1 from Summon: Fat Chocobo
    When all players pass priority until the stack is empty
    Then Alice controls Summon: Fat Chocobo and Bird

  @id:fat-chocobo-lore-counter-after-draw-step @ruling:b1183904597a @cr:714.3b
  Scenario: A lore counter is put on Summon: Fat Chocobo as Alice's precombat main phase begins, not before
    As a Saga enters, its controller puts a lore counter on it. As your first main phase begins (immediately
    after your draw step), you put another lore counter on each Saga you control. Putting a lore counter on a
    Saga in either of these ways doesn't use the stack. Wording as recorded by one source only (not
    corroborated).

    Given a game between Alice and Bob
    And it is Alice's upkeep
    And Alice controls Summon: Fat Chocobo (with 1 lore counter)
    And Alice's library, from the top, is Forest
    When the game advances to Alice's draw step
    Then Summon: Fat Chocobo has 1 lore counter
    When the game advances to Alice's precombat main phase
    Then Summon: Fat Chocobo has 2 lore counters
    And the triggered abilities put on the stack are 1 from Summon: Fat Chocobo

  @id:fat-chocobo-no-lore-counter-on-opponents-main-phase @ruling:b1183904597a @cr:714.3b
  Scenario: No lore counter is put on Alice's Saga in Bob's precombat main phase or in Alice's postcombat main phase
    As a Saga enters, its controller puts a lore counter on it. As your first main phase begins (immediately
    after your draw step), you put another lore counter on each Saga you control. Putting a lore counter on a
    Saga in either of these ways doesn't use the stack. Wording as recorded by one source only (not
    corroborated). The boundary: only its controller's precombat main phase adds one.

    Given a game between Alice and Bob
    And it is Bob's upkeep
    And Alice controls Summon: Fat Chocobo (with 1 lore counter)
    And Bob's library, from the top, is Swamp
    When the game advances to Bob's precombat main phase
    Then Summon: Fat Chocobo has 1 lore counter
    And no triggered ability is put on the stack
    When the game advances to Bob's postcombat main phase
    Then Summon: Fat Chocobo has 1 lore counter

  @id:fat-chocobo-chapter-uses-the-stack @ruling:a4170507af89 @cr:714.2b @cr:603.3
  Scenario: Summon: Fat Chocobo's chapter ability goes on the stack, and Bob can respond to it
    Each symbol on the left of a Saga's text box represents a chapter ability. A chapter ability is a triggered
    ability that triggers when a lore counter that is put on the Saga causes the number of lore counters on the
    Saga to become equal to or greater than the ability's chapter number. Chapter abilities are put onto the
    stack and may be responded to. Wording as recorded by one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Alice's draw step
    And Alice controls Summon: Fat Chocobo (with 1 lore counter)
    And Bob controls Mountain
    And Bob has Lightning Bolt in his hand
    And Bob will choose Alice as targets
    When all players pass priority
    Then it is Alice's precombat main phase
    And the stack, from the bottom, holds Summon: Fat Chocobo's triggered ability
    When Alice passes priority
    And Bob activates Mountain's "{T}: Add {R}." ability
    And Bob casts Lightning Bolt from his hand
    Then the stack, from the bottom, holds Summon: Fat Chocobo's triggered ability and Lightning Bolt
    When all players pass priority until the stack is empty
    Then Alice's life total is 17
    And Summon: Fat Chocobo has 2 lore counters

  @id:fat-chocobo-chapter-resolves-after-saga-leaves @ruling:a2cbd1fb4133 @cr:113.7a @cr:714.2b
  Scenario: Chapter I still creates the Bird after Bob destroys Summon: Fat Chocobo in response
    Once a chapter ability has triggered, the ability on the stack won't be affected if the Saga gains or loses
    counters, or if it leaves the battlefield. Wording as recorded by one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Summon: Fat Chocobo in her hand
    And Alice has {G}{G}{G}{G}{G} in her mana pool
    And Bob has Murderous Rider in his hand
    And Bob has {B}{B}{B} in his mana pool
    And Bob will choose Summon: Fat Chocobo as targets
    When Alice casts Summon: Fat Chocobo from her hand
    And all players pass priority
    Then the stack, from the bottom, holds Summon: Fat Chocobo's triggered ability
    When Alice passes priority
    And Bob casts Swift End from his hand
    And all players pass priority until the stack is empty
    Then Alice controls Bird and no Summon: Fat Chocobo
    And Alice has Summon: Fat Chocobo in her graveyard

  @id:fat-chocobo-chapter-resolves-after-counters-removed @ruling:a2cbd1fb4133 @cr:113.7a @cr:122.1
  Scenario: Chapter I still creates the Bird after its lore counter is removed in response
    Once a chapter ability has triggered, the ability on the stack won't be affected if the Saga gains or loses
    counters, or if it leaves the battlefield. Wording as recorded by one source only (not corroborated).
    Vampire Hexmage removes the lore counter while the chapter ability is on the stack.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Vampire Hexmage
    And Alice has Summon: Fat Chocobo in her hand
    And Alice has {G}{G}{G}{G}{G} in her mana pool
    And Alice will choose Summon: Fat Chocobo as targets
    When Alice casts Summon: Fat Chocobo from her hand
    And all players pass priority
    And Alice activates Vampire Hexmage's "Sacrifice this creature" ability
    And all players pass priority until the stack is empty
    Then Alice controls Bird and Summon: Fat Chocobo
    And Summon: Fat Chocobo has 0 lore counters

  @id:fat-chocobo-sacrificed-after-final-chapter-leaves-stack @ruling:7d42c506289a @cr:714.4 @cr:714.2d
  Scenario: Summon: Fat Chocobo with four lore counters stays until its chapter IV ability resolves, then is sacrificed
    Once the number of lore counters on a Saga is greater than or equal to the greatest number among its chapter
    abilities, the Saga's controller sacrifices it as soon as its chapter ability has left the stack, most
    likely by resolving or being countered. This state-based action doesn't use the stack. Wording as recorded
    by one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Alice's draw step
    And Alice controls Summon: Fat Chocobo (with 3 lore counters)
    When all players pass priority
    Then it is Alice's precombat main phase
    And Summon: Fat Chocobo has 4 lore counters
    And the stack, from the bottom, holds Summon: Fat Chocobo's triggered ability
    And Alice controls Summon: Fat Chocobo
    When all players pass priority until the stack is empty
    Then Alice controls no Summon: Fat Chocobo
    And Alice has Summon: Fat Chocobo in her graveyard

  @id:fat-chocobo-not-sacrificed-before-final-chapter @ruling:7d42c506289a @cr:714.4
  Scenario: Summon: Fat Chocobo with three lore counters isn't sacrificed
    Once the number of lore counters on a Saga is greater than or equal to the greatest number among its chapter
    abilities, the Saga's controller sacrifices it as soon as its chapter ability has left the stack, most
    likely by resolving or being countered. This state-based action doesn't use the stack. Wording as recorded
    by one source only (not corroborated). The boundary: three lore counters are fewer than its final chapter
    number, IV.

    Given a game between Alice and Bob
    And it is Alice's draw step
    And Alice controls Summon: Fat Chocobo (with 2 lore counters)
    When the game advances to Alice's precombat main phase
    And all players pass priority until the stack is empty
    Then Alice controls Summon: Fat Chocobo
    And Summon: Fat Chocobo has 3 lore counters

  @id:fat-chocobo-earlier-chapters-dont-trigger-again @ruling:120c5b8caec8 @cr:714.2b @cr:714.2c
  Scenario: The third lore counter triggers only the chapter III ability, not chapter I
    A chapter ability doesn't trigger if a lore counter is put on a Saga that already had a number of lore
    counters greater than or equal to that chapter's number. For example, the third lore counter put on a Saga
    causes the chapter III ability to trigger, but chapters I and II won't trigger again. Wording as recorded by
    one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Alice's draw step
    And Alice controls Summon: Fat Chocobo (with 2 lore counters)
    When the game advances to Alice's precombat main phase
    Then the triggered abilities put on the stack are 1 from Summon: Fat Chocobo
    When all players pass priority until the stack is empty
    Then Alice controls no Bird

  @id:fat-chocobo-removed-counters-trigger-nothing @ruling:c61f40f448c9 @cr:714.2b @cr:122.1
  Scenario: Removing lore counters triggers nothing; the next lore counter triggers chapter I again
    Removing lore counters won't cause a previous chapter ability to trigger. If lore counters are removed from
    a Saga, the appropriate chapter abilities will trigger again when the Saga receives more lore counters.
    Wording as recorded by one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Summon: Fat Chocobo (with 2 lore counters) and Vampire Hexmage
    And Alice's library, from the top, is Forest
    And Bob's library, from the top, is Swamp
    And Alice will choose Summon: Fat Chocobo as targets
    When Alice activates Vampire Hexmage's "Sacrifice this creature" ability
    And all players pass priority until the stack is empty
    Then Summon: Fat Chocobo has 0 lore counters
    And Alice controls no Bird
    When the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    Then Summon: Fat Chocobo has 1 lore counter
    And the triggered abilities put on the stack are 1 from Summon: Fat Chocobo
    When all players pass priority until the stack is empty
    Then Alice controls Bird and Summon: Fat Chocobo

  @id:fat-chocobo-chapters-triggering-together-are-ordered @ruling:7f7f0179c171 @cr:603.3b @cr:714.3b
  Scenario Outline: Chapter abilities of two Sagas that trigger together go on the stack in the order Alice chooses
    If multiple chapter abilities trigger at the same time, their controller puts them on the stack in any
    order. If any of them require targets, those targets are chosen as you put the abilities on the stack,
    before any of those abilities resolve. Wording as recorded by one source only (not corroborated). Summon:
    Fat Chocobo and Bahamut, Warden of Light (Dion's back face) both get a lore counter as Alice's precombat
    main phase begins.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Dion, Bahamut's Dominant
    And Alice has {W}{W}{W}{W}{W}{W} in her mana pool
    And Alice controls Summon: Fat Chocobo (with 1 lore counter)
    And Alice's library, from the top, is Plains
    And Bob's library, from the top, is Swamp
    And Alice will put her triggered abilities on the stack in the order <first>, then <second>
    When Alice activates Dion, Bahamut's Dominant's "{4}{W}{W}, {T}" ability
    And all players pass priority until the stack is empty
    Then Bahamut, Warden of Light has 1 lore counter
    When the game advances to Bob's upkeep
    And the game advances to Alice's draw step
    And all players pass priority
    Then it is Alice's precombat main phase
    And the stack, from the bottom, holds <first>'s triggered ability and <second>'s triggered ability

    Examples:
      | first                    | second                   |
      | Summon: Fat Chocobo      | Bahamut, Warden of Light |
      | Bahamut, Warden of Light | Summon: Fat Chocobo      |
