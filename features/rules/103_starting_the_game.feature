Feature: 103 Starting the game: mulligans, opening-hand actions and the first draw
  Each player draws an opening hand of seven; a player who takes a mulligan shuffles it back, draws
  seven again, and then puts a card of their choice on the bottom of their library for each mulligan
  taken (CR 103.5). Cards that act from the opening hand do so before the first turn (CR 103.6a). In a
  two-player game, the starting player skips the draw step of their first turn (CR 103.8a); the other
  player draws in their first turn as usual (CR 504.1).

  Background:
    Given a game between Alice and Bob that hasn't begun

  @id:first-turn-no-draw-for-the-starting-player @cr:103.8a
  Scenario: The starting player skips the draw of the first turn
    CR 103.8a: Alice plays first in a two-player game, so she doesn't draw in her first draw step.

    Given Alice's library, from the top, is 10 Forest
    And Bob's library, from the top, is 10 Island
    And Alice will keep
    And Bob will keep
    When the game begins with Alice as the starting player
    And the game advances to Alice's precombat main phase
    Then Alice has 7 Forest in her hand
    And Alice has 3 Forest in her library

  @id:first-turn-draw-for-the-other-player @cr:103.8a @cr:504.1
  Scenario: The other player draws in their first turn
    CR 504.1: only the starting player's first draw is skipped; Bob draws in his first draw step.

    Given Alice's library, from the top, is 10 Forest
    And Bob's library, from the top, is 10 Island
    And Alice will keep
    And Bob will keep
    When the game begins with Alice as the starting player
    And the game advances to Bob's precombat main phase
    Then Bob has 8 Island in his hand
    And Alice has 7 Forest in her hand

  @id:mulligan-chosen-cards-to-the-bottom @cr:103.5
  Scenario: After two mulligans, the two cards Alice chooses go to the bottom of her library, in order
    CR 103.5: for each mulligan taken, the player puts a card of their choice from their hand on the
    bottom of their library. Alice's library holds exactly seven cards, so each new hand holds all of
    them; she puts Forest on the bottom, then Swamp below it.

    Given Alice's library, from the top, is 5 Island, Forest and Swamp
    And Bob's library, from the top, is 10 Island
    And Alice will mulligan, then mulligan, then keep
    And Alice will choose Forest, then Swamp to put on the bottom
    And Bob will keep
    When the game begins with Alice as the starting player
    Then Alice has 5 Island in her hand
    And Alice has no Forest in her hand
    And Alice has Forest and Swamp in her library
    And the top card of Alice's library is Forest

  @id:gemstone-caverns-exiles-the-chosen-card @cr:103.6a
  Scenario: Gemstone Caverns begins on the battlefield with a luck counter, and the chosen card is exiled
    CR 103.6a: the player who isn't the starting player puts Gemstone Caverns onto the battlefield before
    the game begins; its text has them exile a card from their hand, the one they choose.

    Given Alice's library, from the top, is 10 Forest
    And Bob's library, from the top, is Gemstone Caverns, Mountain and 8 Island
    And Alice will keep
    And Bob will keep
    And Bob will answer the "you may" choices with yes
    And Bob will choose Mountain to exile
    When the game begins with Alice as the starting player
    Then Bob controls Gemstone Caverns
    And Gemstone Caverns has 1 luck counter
    And Mountain is in exile
    And Bob has no Mountain in his hand
    And Bob has 5 Island in his hand

  @id:gemstone-caverns-luck-counter-any-color @cr:103.6a @cr:106.1a
  Scenario: With its luck counter, Gemstone Caverns adds one mana of any color
    CR 103.6a: Gemstone Caverns began the game on the battlefield with a luck counter; its ability says
    "{T}: Add {C}. If Gemstone Caverns has a luck counter on it, instead add one mana of any color."

    Given Alice's library, from the top, is 10 Forest
    And Bob's library, from the top, is Gemstone Caverns and 9 Island
    And Alice will keep
    And Bob will keep
    And Bob will answer the "you may" choices with yes
    And Bob will choose Island to exile
    And Bob will choose green as the color of mana
    When the game begins with Alice as the starting player
    And the game advances to Bob's precombat main phase
    And Bob activates Gemstone Caverns's "{T}: Add {C}." ability
    Then Bob's mana pool is {G}
