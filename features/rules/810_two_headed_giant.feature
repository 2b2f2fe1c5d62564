Feature: 810 Two-Headed Giant: turns
  In a Two-Headed Giant game, two teams of two players each share a turn (CR 810.6); the team whose
  turn it is has an active player, the first of the team in turn order, who draws in the draw step.

  Background:
    Given a Two-Headed Giant game: Alice and Carol against Bob and Dan

  @id:two-headed-giant-next-turn-is-the-other-teams @cr:810.6 @cr:500.1
  Scenario: In Two-Headed Giant, the next turn is the other team's: Alice's teammate doesn't take one
    CR 810.6: teammates share their turn; after Alice's team's turn, Bob's team takes the next one, and
    only Bob, its active player, draws. Carol, Alice's teammate, never becomes the active player.

    Given it is Alice's end step
    And Carol's library, from the top, is Forest
    And Bob's library, from the top, is Island
    When the game advances to Bob's precombat main phase
    Then it is Bob's precombat main phase
    And Bob has Island in his hand
    And Carol has no Forest in her hand
