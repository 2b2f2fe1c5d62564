Feature: The first turn of a multiplayer game (CR 103.8c)
  In a game of more than two players that isn't Two-Headed Giant, no player skips the draw step of their first
  turn, the starting player included: only a two-player game (103.8a) and a Two-Headed Giant game (103.8b)
  skip that draw.

  @id:first-turn-draw-in-a-three-player-game @cr:103.8c @cr:504.1
  Scenario: The starting player of a three-player game draws in her first turn
    CR 103.8c: in all other multiplayer games, no player skips the draw step of their first turn; Alice plays
    first against Bob and Carol, so she draws in her first draw step (the boundary of 103.8a).

    Given a game between Alice, Bob and Carol that hasn't begun
    And Alice's library, from the top, is 10 Forest
    And Bob's library, from the top, is 10 Island
    And Carol's library, from the top, is 10 Swamp
    And Alice will keep
    And Bob will keep
    And Carol will keep
    When the game begins with Alice as the starting player
    And the game advances to Alice's precombat main phase
    Then Alice has 8 Forest in her hand
    And Alice has 2 Forest in her library
