Feature: 810 Two-Headed Giant: turns
  Two-Headed Giant uses the shared team turns option (CR 810.2): each team takes turns rather than each
  player (CR 805.4); in the engine, the team's first player in turn order is its active player, and each
  player on the team draws in the team's draw step (CR 805.4b).

  Background:
    Given a Two-Headed Giant game: Alice and Carol against Bob and Dan

  @id:two-headed-giant-next-turn-is-the-other-teams @cr:810.2 @cr:805.4
  Scenario: In Two-Headed Giant, the next turn is the other team's: Alice's teammate doesn't take one
    CR 805.4: each team takes turns rather than each player; after Alice's team's turn, Bob's team takes the next one, and
    each player on Bob's team draws in its draw step (CR 805.4b). Carol, Alice's teammate, never becomes the active
    player and doesn't draw.

    Given it is Alice's end step
    And Carol's library, from the top, is Forest
    And Bob's library, from the top, is Island
    And Dan's library, from the top, is Swamp
    When the game advances to Bob's precombat main phase
    Then it is Bob's precombat main phase
    And Bob has Island in his hand
    And Dan has Swamp in his hand
    And Carol has no Forest in her hand
