Feature: 117 Timing and priority in a game of more than two players
  Priority passes to the next player in turn order (CR 117.3d), and state-based actions are checked each time a
  player would receive it (CR 117.5, 704.3): a player who has lost doesn't receive it, the next one still in the
  game does (CR 800.4a: a player who leaves the game takes no more part in it).

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's precombat main phase

  @id:priority-skips-a-player-who-loses-as-it-passes @cr:117.5 @cr:704.5a @cr:117.3d @cr:800.4a
  Scenario: A player at 0 life loses as priority would pass to him, and the next player receives it
    CR 117.5: when Alice passes priority, Bob would receive it, so state-based actions are checked first; the
    setup left Bob at 0 life, so he loses (CR 704.5a) and leaves the game (CR 800.4a), and Carol, the next
    player in turn order still in the game, receives priority (CR 117.3d) and casts Lightning Bolt.

    Given Bob's life total is 0
    And Carol has Lightning Bolt in her hand
    And Carol has {R} in her mana pool
    And Carol will choose Alice as targets
    When Alice passes priority
    And Carol casts Lightning Bolt from her hand
    Then Lightning Bolt on the stack has mana value 1
    When all players pass priority
    Then Alice's life total is 17
