Feature: 732 Handling illegal actions: a refused action leaves the game as it was
  If a player takes an action the rules don't allow, the game returns to the moment before the action
  began (CR 732.1): mana abilities activated while casting are undone with the rest, so a land tapped for
  mana is untapped again and its mana is no longer in the pool.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:refused-cast-untaps-the-land-and-empties-the-pool @cr:732.1 @cr:601.2h @cr:601.2g
  Scenario: Alice taps Forest while casting Lightning Bolt; {G} can't pay {R}: Forest is untapped and the pool empty again
    CR 732.1: the cast is reversed as a whole, including the mana ability activated while casting (CR
    601.2g). This is the first action of the game: nothing about the game has been seen before it.

    Given Alice controls Forest
    And Alice has Lightning Bolt in her hand
    And Alice will choose Bob as targets
    When Alice tries to cast Lightning Bolt from her hand by tapping Forest
    Then that is rejected by rule 601.2h
    And Forest is untapped
    And Alice's mana pool is empty
    And Alice has Lightning Bolt in her hand
    And Bob's life total is 20

  @id:cast-paid-by-tapping-the-land @cr:601.2g @cr:601.2h
  Scenario: Alice taps Mountain while casting Lightning Bolt: {R} pays for it, and Mountain stays tapped
    CR 601.2g, 601.2h: the mana ability activated while casting pays the cost; the cast stands.

    Given Alice controls Mountain
    And Alice has Lightning Bolt in her hand
    And Alice will choose Bob as targets
    When Alice casts Lightning Bolt from her hand by tapping Mountain
    Then Mountain is tapped
    And Alice's mana pool is empty
    When all players pass priority
    Then Bob's life total is 17
