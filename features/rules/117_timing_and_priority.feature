Feature: 117 Timing and priority
  Which player may act is decided by priority: the player with priority may cast spells, activate
  abilities and take special actions (CR 117.1); a player who has priority and takes no action passes,
  and the next player in turn order receives priority (CR 117.3d). Mana abilities are the exception:
  they may also be activated while casting a spell (CR 605.3a). Once a player has lost, the game is
  over for a two-player game, and no one acts any more (CR 104.1, 104.2a).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:priority-needed-to-cast @cr:117.1
  Scenario: A player without priority can't cast an instant
    CR 117.1: the player with priority may cast spells. In Alice's main phase Alice has priority, so
    Bob's Lightning Bolt can't be cast, and nothing changes.

    Given Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    When Bob tries to cast Lightning Bolt from his hand
    Then that is rejected by rule 117.1
    And Bob has Lightning Bolt in his hand
    And Bob's mana pool is {R}

  @id:priority-passed-to-the-next-player @cr:117.3d @cr:117.1
  Scenario: Once Alice passes, Bob has priority and can cast an instant
    CR 117.3d: a player who passes gives priority to the next player in turn order, who may then cast
    an instant.

    Given Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    And Bob will choose Alice as targets
    When Alice passes priority
    And Bob casts Lightning Bolt from his hand
    And all players pass priority
    Then Alice's life total is 17

  @id:priority-needed-to-activate @cr:117.1
  Scenario: A player without priority can't activate an ability
    CR 117.1: the player with priority may activate abilities; Bob doesn't have it in Alice's main phase.

    Given Bob controls Giant Killer
    And Alice controls Llanowar Elves
    And Bob has {W}{C} in his mana pool
    When Bob tries to activate Giant Killer's "{1}{W}, {T}: Tap target creature." ability
    Then that is rejected by rule 117.1
    And Giant Killer is untapped
    And Bob's mana pool is {W}{C}

  @id:priority-needed-for-a-mana-ability @cr:605.3a
  Scenario: Without priority, and casting nothing, a player can't activate a mana ability
    CR 605.3a: a mana ability may be activated whenever its controller has priority, or is casting a
    spell or activating an ability that requires a mana payment; Bob is doing neither.

    Given Bob controls Forest
    When Bob tries to activate Forest's "{T}: Add {G}." ability
    Then that is rejected by rule 605.3a
    And Forest is untapped
    And Bob's mana pool is empty

  @id:priority-mana-ability-with-priority @cr:605.3a
  Scenario: With priority, a player activates a mana ability
    CR 605.3a: once Alice passes, Bob has priority and may activate his Forest's mana ability.

    Given Bob controls Forest
    When Alice passes priority
    And Bob activates Forest's "{T}: Add {G}." ability
    Then Forest is tapped
    And Bob's mana pool is {G}


  @id:priority-mana-ability-while-another-casts @cr:605.3a
  Scenario: While Alice casts a spell, Bob can't activate his mana ability
    CR 605.3a: a player may activate a mana ability while they are casting a spell; Bob isn't casting
    anything, and Alice has priority.

    Given Alice has Gilded Goose in her hand
    And Alice has {G} in her mana pool
    And Bob controls Forest
    When Alice casts Gilded Goose from her hand
    And while casting it, Bob tries to activate Forest's "{T}: Add {G}." ability
    Then that is rejected by rule 605.3a
    And Forest is untapped
    And Bob's mana pool is empty
  @id:priority-needed-to-pass @cr:117.1 @cr:117.3d
  Scenario: A player can't pass priority they don't have
    CR 117.3d: only the player who has priority passes it. Bob's attempt changes nothing: Alice still
    has priority, and Alice's one pass gives it to Bob without ending the step.

    When Bob tries to pass priority
    Then that is rejected by rule 117.1
    When Alice passes priority
    Then it is Alice's precombat main phase

  @id:priority-both-pass-ends-the-step @cr:117.4 @cr:500.2
  Scenario: When both players pass in succession with an empty stack, the step ends
    CR 117.4: if all players pass in succession and the stack is empty, the phase or step ends.

    When Alice passes priority
    And Bob passes priority
    Then it is Alice's beginning of combat step

  @id:game-over-no-more-actions @cr:104.1 @cr:704.5a
  Scenario: After a player loses a two-player game, the game is over and no one can act
    CR 104.1: a game ends immediately when a player wins. Bob at 0 life loses (CR 704.5a), so Alice
    wins; she can't play a land afterwards.

    Given Bob's life total is 3
    And Alice has Lightning Bolt and Forest in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Bob as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority
    Then Bob's life total is 0
    When Alice tries to play Forest from her hand
    Then that is rejected by rule 104
    And Alice has Forest in her hand

  @id:game-not-over-at-one-life @cr:704.5a
  Scenario: A player at 1 life hasn't lost: the game goes on
    CR 704.5a: a player with 0 or less life loses; at 1 life, Bob is still in the game, and Alice goes on
    playing.

    Given Bob's life total is 4
    And Alice has Lightning Bolt and Forest in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Bob as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority
    Then Bob's life total is 1
    When Alice plays Forest from her hand
    Then Alice controls Forest
