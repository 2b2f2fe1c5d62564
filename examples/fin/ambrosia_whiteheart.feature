Feature: Ambrosia Whiteheart
  A user's feature: a Final Fantasy card from a user's card file (fin-sample.cards.json), its rulings from a
  user's rulings file (fin-sample.rulings.json), both found beside this file.

  @id:ambrosia-landfall-on-land-play @ruling:13142a1c4160 @cr:207.2c @cr:603.2
  Scenario: Playing a land makes Ambrosia Whiteheart's landfall ability trigger
    A landfall ability triggers whenever a land you control enters for any reason. It triggers whenever you play
    a land, as well as whenever a spell or ability puts a land onto the battlefield under your control.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Ambrosia Whiteheart
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 1 from Ambrosia Whiteheart
    When all players pass priority until the stack is empty
    Then Ambrosia Whiteheart is 3/2

  @id:ambrosia-landfall-on-land-put-by-an-effect @ruling:13142a1c4160 @cr:207.2c @cr:603.2
  Scenario: A land an effect puts onto the battlefield makes Ambrosia Whiteheart's landfall ability trigger
    A landfall ability triggers whenever a land you control enters for any reason. It triggers whenever you play
    a land, as well as whenever a spell or ability puts a land onto the battlefield under your control.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Ambrosia Whiteheart
    And Alice has Forest in her hand
    When an effect puts Forest from Alice's hand onto the battlefield under her control
    Then the triggered abilities put on the stack are 1 from Ambrosia Whiteheart

  @id:ambrosia-no-landfall-when-a-permanent-becomes-a-land @ruling:7e5f9c02980a @cr:207.2c @pending
  Scenario: A permanent that becomes a land doesn't make a landfall ability trigger
    A landfall ability doesn't trigger if a permanent already on the battlefield becomes a land.

    Pending: no card of the reference engine makes a permanent on the battlefield become a land yet.
