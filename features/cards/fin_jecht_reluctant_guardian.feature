Feature: Jecht, Reluctant Guardian
  Jecht, Reluctant Guardian {3}{B} — Legendary Creature — Human Warrior 4/3, Menace; whenever it deals
  combat damage to a player, you may exile it, then return it to the battlefield transformed: Braska's Final
  Aeon, a Saga creature 7/7 (black color indicator).
  I, II — Jecht Beam — Each opponent discards a card and you draw a card.
  III — Ultimate Jecht Shot — Each opponent sacrifices two creatures of their choice.

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source.

  @id:jecht-beam-opponent-discards-then-you-draw @ruling:83b3cf8b3837 @cr:714.3a @cr:701.9b @cr:121.1
  Scenario: Braska's Final Aeon enters with a lore counter; Jecht Beam: Bob discards the card he chooses, then Alice draws
    As Braska's Final Aeon's first or second chapter ability resolves, the next opponent in turn order (or, if
    it's an opponent's turn, that opponent) chooses a card in hand without revealing it, then each other
    opponent in turn order does the same. Then the chosen cards are discarded at the same time. Finally, you
    draw a card. Wording as recorded by one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Jecht, Reluctant Guardian
    And Alice's library, from the top, is Swamp
    And Alice will answer the "you may" choices with yes
    And Bob has Forest and Island in his hand
    And Bob will choose Island to discard
    When Alice attacks with Jecht, Reluctant Guardian
    And the game advances to Alice's combat damage step
    Then the triggered abilities put on the stack are 1 from Jecht, Reluctant Guardian and 1 from Braska's Final Aeon
    And Braska's Final Aeon has 1 lore counter
    Then Bob has Island in his graveyard
    And Bob has Forest in his hand
    And Alice has Swamp in her hand

  @id:jecht-beam-draws-even-if-no-discard @ruling:83b3cf8b3837 @cr:714.3a @cr:121.1
  Scenario: Jecht Beam with Bob's hand empty: nothing is discarded, and Alice still draws
    As Braska's Final Aeon's first or second chapter ability resolves, the next opponent in turn order (or, if
    it's an opponent's turn, that opponent) chooses a card in hand without revealing it, then each other
    opponent in turn order does the same. Then the chosen cards are discarded at the same time. Finally, you
    draw a card. Wording as recorded by one source only (not corroborated). The boundary: "Finally, you draw a
    card" does not depend on a discard.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Jecht, Reluctant Guardian
    And Alice's library, from the top, is Swamp
    And Alice will answer the "you may" choices with yes
    When Alice attacks with Jecht, Reluctant Guardian
    And the game advances to Alice's combat damage step
    Then the triggered abilities put on the stack are 1 from Jecht, Reluctant Guardian and 1 from Braska's Final Aeon
    And Braska's Final Aeon has 1 lore counter
    Then Alice has Swamp in her hand
