Feature: Haste Magic and Opera Love Song: playing exiled cards until your next end step
  Haste Magic {1}{R} — Instant: Target creature gets +3/+1 and gains haste until end of turn. Exile the top card
  of your library. You may play it until your next end step.
  Opera Love Song {1}{R} — Instant: Choose one — • Exile the top two cards of your library. You may play those
  cards until your next end step. • One or two target creatures each get +2/+0 until end of turn.

  Rulings: shared/data/fin-rulings.json (2025-06-06), one source each (shaggy806/MTG-Engine only, not
  corroborated by a second repository). CR 601.3 and 305.1-305.2: a card played from exile with an effect's
  permission follows every other rule for playing it.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Isamaru, Hound of Konda

  @ruling:3d0031f30b79 @cr:601.3 @cr:305.1 @cr:305.2 @cr:611.2a
  Rule: Haste Magic: the exiled card is played following all costs and timing rules
    You pay all costs and follow all timing rules for cards played this way. For example, if the exiled card
    is a land card, you may play it only during your main phase while the stack is empty and only if you have
    an available land play remaining. (Wording as recorded by shaggy806/MTG-Engine only.)

    @id:haste-magic-land-from-exile-main-phase
    Scenario: After Haste Magic resolves in her main phase, Alice plays the exiled Forest
      Given Alice's library, from the top, is Forest
      And Alice has Haste Magic in her hand
      And Alice controls 2 Mountain
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Haste Magic from her hand by tapping 2 Mountain
      And all players pass priority until the stack is empty
      Then Forest is in exile
      And Isamaru, Hound of Konda is 5/3
      When Alice plays Forest from exile
      Then Alice controls Forest

    @id:haste-magic-land-from-exile-needs-land-play
    Scenario: With her land play used, Alice can't play the exiled Forest
      Given Alice's library, from the top, is Forest
      And Alice has played a land this turn
      And Alice has Haste Magic in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Haste Magic from her hand
      And all players pass priority until the stack is empty
      And Alice tries to play Forest from exile
      Then that is rejected by rule 305.2
      And Forest is in exile

    @id:haste-magic-land-from-exile-not-in-combat
    Scenario: Cast at the beginning of combat, Haste Magic's Forest waits for the postcombat main phase
      Given it is Alice's beginning of combat step
      And Alice's library, from the top, is Forest
      And Alice has Haste Magic in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Haste Magic from her hand
      And all players pass priority until the stack is empty
      And Alice tries to play Forest from exile
      Then that is rejected by rule 305.1
      When the game advances to Alice's postcombat main phase
      And Alice plays Forest from exile
      Then Alice controls Forest

    @id:haste-magic-land-not-while-stack-nonempty
    Scenario: The exiled Forest can't be played while a spell is on the stack
      Given Alice's library, from the top, is Forest
      And Alice has Haste Magic and Lightning Bolt in her hand
      And Alice has {R}{C}{R} in her mana pool
      And Alice will choose Isamaru, Hound of Konda, then Bob as targets
      When Alice casts Haste Magic from her hand
      And all players pass priority
      And Alice casts Lightning Bolt from her hand
      And Alice tries to play Forest from exile
      Then that is rejected by rule 305.1
      And Forest is in exile

    @id:haste-magic-spell-from-exile-pays-its-cost
    Scenario: The exiled Exploration is cast from exile by paying {G}
      Given Alice's library, from the top, is Exploration
      And Alice has Haste Magic in her hand
      And Alice has {R}{C}{G} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Haste Magic from her hand
      And all players pass priority until the stack is empty
      And Alice casts Exploration from exile
      Then Alice's mana pool is empty
      When all players pass priority until the stack is empty
      Then Alice controls Exploration

    @id:haste-magic-spell-from-exile-without-mana
    Scenario: Without mana left, the exiled Exploration can't be cast
      Given Alice's library, from the top, is Exploration
      And Alice has Haste Magic in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts Haste Magic from her hand
      And all players pass priority until the stack is empty
      And Alice tries to cast Exploration from exile
      Then that is rejected by rule 601.2h
      And Exploration is in exile

    @id:haste-magic-permission-ends-at-next-end-step
    Scenario: Cast in Bob's turn, Haste Magic's card can be played in Alice's turn, and not after her end step
      Given it is Bob's precombat main phase
      And Alice's library, from the top, is Forest, Island, Island
      And Bob's library, from the top, is Island, Island
      And Alice has Haste Magic in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Bob passes priority
      And Alice casts Haste Magic from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's end step
      And Alice passes priority
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice tries to play Forest from exile
      Then that is rejected by rule 305.1
      And Forest is in exile

    @id:haste-magic-permission-lasts-through-the-next-main-phase
    Scenario: Cast in Bob's turn, Haste Magic's Forest is played in Alice's next main phase
      Given it is Bob's precombat main phase
      And Alice's library, from the top, is Forest, Island
      And Bob's library, from the top, is Island
      And Alice has Haste Magic in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Bob passes priority
      And Alice casts Haste Magic from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's precombat main phase
      And Alice plays Forest from exile
      Then Alice controls Forest

    @id:exile-setup-no-permission
    Scenario: CR 305.1: a land card exiled before the scenario, with no effect allowing it, can't be played
      Given Alice has Forest in exile
      When Alice tries to play Forest from exile
      Then that is rejected by rule 305.1
      And Forest is in exile

  @ruling:8f78adf00620 @cr:601.3 @cr:305.2 @cr:700.2a
  Rule: Opera Love Song: both exiled cards are played following all costs and timing rules
    You pay all costs and follow all timing rules for cards played this way. For example, if one of the exiled
    cards is a land card, you may play it only during your main phase while the stack is empty and only if you
    have an available land play remaining. (Wording as recorded by shaggy806/MTG-Engine only.)

    @id:opera-love-song-land-and-spell-from-exile
    Scenario: Opera Love Song exiles Forest and Lightning Bolt: Alice plays one and casts the other
      Given Alice's library, from the top, is Forest, Lightning Bolt
      And Alice has Opera Love Song in her hand
      And Alice has {R}{C}{R} in her mana pool
      And Alice will choose the mode "Exile the top two cards of your library. You may play those cards until your next end step."
      And Alice will choose Bob as targets
      When Alice casts Opera Love Song from her hand
      And all players pass priority until the stack is empty
      Then Forest and Lightning Bolt are in exile
      When Alice plays Forest from exile
      And Alice casts Lightning Bolt from exile
      And all players pass priority until the stack is empty
      Then Alice controls Forest
      And Bob's life total is 17

    @id:opera-love-song-two-lands-one-land-play
    Scenario: Of two exiled lands, Alice plays only one: she has one land play
      Given Alice's library, from the top, is Forest, Island
      And Alice has Opera Love Song in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose the mode "Exile the top two cards of your library. You may play those cards until your next end step."
      When Alice casts Opera Love Song from her hand
      And all players pass priority until the stack is empty
      And Alice plays Forest from exile
      And Alice tries to play Island from exile
      Then that is rejected by rule 305.2
      And Island is in exile

    @id:opera-love-song-other-mode-exiles-nothing
    Scenario: Cast for its other mode, Opera Love Song exiles nothing and pumps two creatures
      Given Bob controls Makindi Ox
      And Alice's library, from the top, is Forest, Island
      And Alice has Opera Love Song in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose the mode "One or two target creatures each get +2/+0 until end of turn."
      And Alice will choose Isamaru, Hound of Konda, then Makindi Ox as targets
      When Alice casts Opera Love Song from her hand
      And all players pass priority until the stack is empty
      Then Isamaru, Hound of Konda is 4/2
      And Makindi Ox is 6/4
      And the top card of Alice's library is Forest
      And no Forest is in exile
