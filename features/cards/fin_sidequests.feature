Feature: Final Fantasy's Sidequests: enchantments that transform when an intervening "if" holds
  Sidequest: Raise a Chocobo {1}{G} — Enchantment, transforming into Black Chocobo (2/2 Bird, green color
  indicator). "At the beginning of your first main phase, if you control four or more Birds, transform this
  enchantment." Black Chocobo: "When this permanent transforms into Black Chocobo, search your library for a
  land card, put it onto the battlefield tapped, then shuffle."
  Sidequest: Card Collection {3}{U} — Enchantment, transforming into Magicked Card (Artifact — Vehicle).
  "When this enchantment enters, draw three cards, then discard two cards. At the beginning of your end step,
  if eight or more cards are in your graveyard, transform this enchantment."

  An intervening "if" is checked as the ability would trigger and again as it resolves (603.4); a "transforms
  into" ability triggers only when the permanent transforms (701.27e), not when it enters with that face up
  (712.14a).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (wingedsheep/argentum-engine).

  @id:fin-raise-a-chocobo-four-birds-transforms @ruling:0c1c2bcf916f @ruling:f2af756f244c @cr:603.4 @cr:505.1 @cr:701.27e
  Scenario: With four Birds as her first main phase begins, Sidequest: Raise a Chocobo transforms and Black Chocobo searches for a land
    Sidequest: Raise a Chocobo's last ability checks at the moment it would trigger to see if you control four
    or more Birds. If you don't, the ability won't trigger at all. If it does trigger, the ability will check
    again as it tries to resolve. Wording as recorded by wingedsheep/argentum-engine only (single source). It is
    also the boundary of "If this card somehow enters the battlefield with its back face up, it didn't
    transform, so you won't search." (same source): here it transforms, so Black Chocobo's ability triggers
    (701.27e) and Alice puts Forest onto the battlefield tapped.

    Given a game between Alice and Bob
    And it is Alice's upkeep
    And Alice controls Sidequest: Raise a Chocobo and 4 Bird
    And Alice's library, from the top, is Island and Forest
    And Alice will choose Forest when searching
    And Alice will put her triggered abilities on the stack in the order Bird, Bird, Bird, Bird
    When the game advances to Alice's precombat main phase
    And all players pass priority until the stack is empty
    Then Alice controls Black Chocobo, Forest and no Sidequest: Raise a Chocobo
    And Forest is tapped
    And Alice has Island in her hand

  @id:fin-raise-a-chocobo-three-birds-no-trigger @ruling:0c1c2bcf916f @cr:603.4
  Scenario: With three Birds as her first main phase begins, Sidequest: Raise a Chocobo's ability doesn't trigger
    Sidequest: Raise a Chocobo's last ability checks at the moment it would trigger to see if you control four
    or more Birds. If you don't, the ability won't trigger at all. If it does trigger, the ability will check
    again as it tries to resolve. Wording as recorded by wingedsheep/argentum-engine only (single source). The
    boundary: three Birds, so nothing triggers.

    Given a game between Alice and Bob
    And it is Alice's upkeep
    And Alice controls Sidequest: Raise a Chocobo and 3 Bird
    And Alice's library, from the top, is Island and Forest
    When the game advances to Alice's precombat main phase
    Then no triggered ability is put on the stack
    And Alice controls Sidequest: Raise a Chocobo and no Black Chocobo

  @id:fin-raise-a-chocobo-bird-dies-before-resolution @ruling:0c1c2bcf916f @cr:603.4 @cr:608.2b
  Scenario: A Bird dies while Sidequest: Raise a Chocobo's ability is on the stack: it checks again and doesn't transform
    Sidequest: Raise a Chocobo's last ability checks at the moment it would trigger to see if you control four
    or more Birds. If you don't, the ability won't trigger at all. If it does trigger, the ability will check
    again as it tries to resolve. Wording as recorded by wingedsheep/argentum-engine only (single source). Bob
    answers the trigger with Lightning Bolt on a Bird: three are left as the ability resolves.

    Given a game between Alice and Bob
    And it is Alice's draw step
    And Alice controls Sidequest: Raise a Chocobo and 4 Bird
    And Alice's library, from the top, is Forest
    And Bob controls Mountain
    And Bob has Lightning Bolt in his hand
    And Bob will choose Bird as targets
    When all players pass priority
    Then it is Alice's precombat main phase
    And the stack, from the bottom, holds Sidequest: Raise a Chocobo's triggered ability
    When Alice passes priority
    And Bob activates Mountain's "{T}: Add {R}." ability
    And Bob casts Lightning Bolt from his hand
    And all players pass priority until the stack is empty
    Then Alice controls Sidequest: Raise a Chocobo, 3 Bird and no Black Chocobo

  @id:fin-black-chocobo-token-copy-no-search @ruling:f2af756f244c @cr:712.14a @cr:707.8a @cr:701.27e
  Scenario: A token copy of Black Chocobo enters with its back face up: it didn't transform, so its controller doesn't search
    If this card somehow enters the battlefield with its back face up, it didn't transform, so you won't search.
    Wording as recorded by wingedsheep/argentum-engine only (single source). No card of the reference engine's
    data puts this card itself onto the battlefield with its back face up; a token copy of Bob's transformed
    Black Chocobo is a double-faced token that enters with its back face up (707.8a), the nearest case: it
    didn't transform, so the "transforms into" ability doesn't trigger (701.27e).

    Given a game between Alice and Bob
    And it is Bob's upkeep
    And Bob controls Sidequest: Raise a Chocobo and 4 Bird
    And Bob's library, from the top, is Island and Swamp
    And Bob will choose Swamp when searching
    And Bob will put his triggered abilities on the stack in the order Bird, Bird, Bird, Bird
    And Alice controls 4 Island
    And Alice has Relm's Sketching in her hand
    And Alice's library, from the top, is Island and Forest
    And Alice will choose Black Chocobo as targets
    When the game advances to Bob's precombat main phase
    And all players pass priority until the stack is empty
    Then Bob controls Black Chocobo
    When the game advances to Alice's precombat main phase
    And Alice casts Relm's Sketching from her hand by tapping 4 Island
    And all players pass priority until the stack is empty
    Then the Black Chocobo Alice controls has a token
    And no triggered ability is put on the stack
    And Alice has Forest in her library

  @id:fin-card-collection-eight-cards-transforms @ruling:1f23eb686cb1 @cr:603.4 @cr:513.1a
  Scenario: With eight cards in her graveyard as her end step begins, Sidequest: Card Collection transforms into Magicked Card
    Sidequest: Card Collection's last ability checks at the moment it would trigger to see if you have eight or
    more cards in your graveyard. If you don't, the ability won't trigger at all. If it does trigger, the
    ability will check again as it tries to resolve. Wording as recorded by wingedsheep/argentum-engine only
    (single source).

    Given a game between Alice and Bob
    And it is Alice's postcombat main phase
    And Alice controls Sidequest: Card Collection
    And Alice has 8 Forest in her graveyard
    When the game advances to Alice's end step
    And all players pass priority until the stack is empty
    Then Alice controls Magicked Card and no Sidequest: Card Collection

  @id:fin-card-collection-seven-cards-no-trigger @ruling:1f23eb686cb1 @cr:603.4
  Scenario: With seven cards in her graveyard as her end step begins, Sidequest: Card Collection's ability doesn't trigger
    Sidequest: Card Collection's last ability checks at the moment it would trigger to see if you have eight or
    more cards in your graveyard. If you don't, the ability won't trigger at all. If it does trigger, the
    ability will check again as it tries to resolve. Wording as recorded by wingedsheep/argentum-engine only
    (single source). The boundary: seven cards, so nothing triggers.

    Given a game between Alice and Bob
    And it is Alice's postcombat main phase
    And Alice controls Sidequest: Card Collection
    And Alice has 7 Forest in her graveyard
    When the game advances to Alice's end step
    Then no triggered ability is put on the stack
    And Alice controls Sidequest: Card Collection and no Magicked Card
