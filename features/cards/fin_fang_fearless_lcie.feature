Feature: Fang, Fearless l'Cie
  Fang, Fearless l'Cie {2}{B} — Legendary Creature — Human Warrior 2/3
  Whenever one or more cards leave your graveyard, you draw a card and you lose 1 life. This ability
  triggers only once each turn.
  (Melds with Vanille, Cheerful l'Cie.)

  Rulings: the FIN rulings file (features/fin.rulings.json), 2025-06-06; recorded by shaggy806/MTG-Engine
  only (single source). Cards leaving a graveyard at the same time are one event (CR 603.10a, 603.2c).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:80c91aa0f832 @cr:603.2c @cr:603.10a
  Rule: Several cards leaving the graveyard at once make Fang's ability trigger once
    If multiple cards leave your graveyard at the same time, Fang's ability will trigger only once.

    @id:fang-two-cards-one-trigger
    Scenario: Dutiful Return returns two creature cards at once: Fang's ability triggers once
      Given Alice controls Fang, Fearless l'Cie
      And Alice has Llanowar Elves and Isamaru, Hound of Konda in her graveyard
      And Alice's library, from the top, is Island and Forest
      And Alice has Dutiful Return in her hand
      And Alice has {B}{C}{C}{C} in her mana pool
      And Alice will choose Llanowar Elves, then Isamaru, Hound of Konda as targets
      When Alice casts Dutiful Return from her hand
      And all players pass priority
      Then Alice has Llanowar Elves and Isamaru, Hound of Konda in her hand
      And the triggered abilities put on the stack are 1 from Fang, Fearless l'Cie
      When all players pass priority until the stack is empty
      Then Alice has Island in her hand
      And Alice's life total is 19

    @id:fang-once-each-turn
    Scenario: A second Dutiful Return in the same turn doesn't make Fang's ability trigger again
      Given Alice controls Fang, Fearless l'Cie
      And Alice has Llanowar Elves, Isamaru, Hound of Konda and Grazing Gladehart in her graveyard
      And Alice's library, from the top, is Island and Forest
      And Alice has 2 Dutiful Return in her hand
      And Alice has {B}{C}{C}{C}{B}{C}{C}{C} in her mana pool
      And Alice will choose Llanowar Elves, then Isamaru, Hound of Konda, then Grazing Gladehart, then no more as targets
      When Alice casts Dutiful Return from her hand
      And all players pass priority until the stack is empty
      Then Alice has Island in her hand
      When Alice casts Dutiful Return from her hand
      And all players pass priority
      Then Alice has Grazing Gladehart in her hand
      And no triggered ability is put on the stack
      And Alice's life total is 19
