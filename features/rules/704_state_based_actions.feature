Feature: 704 State-based actions: drawing from an empty library, tokens off the battlefield
  Whenever a player would receive priority, the game checks state-based actions (CR 704.3): a player
  who attempted to draw from an empty library loses the game (CR 704.5b); a token in a zone other than
  the battlefield ceases to exist (CR 704.5d).

  Background:
    Given a game between Alice and Bob

  @id:draw-from-empty-library-loses @cr:704.5b @cr:104.1
  Scenario: A player who draws from an empty library loses, and the game is over
    CR 704.5b: Bob has no card to draw in his draw step, so he loses the game; in a two-player game the
    game is then over (CR 104.1), and Alice can't play a land.

    Given it is Alice's end step
    And Alice has Forest in her hand
    When the game advances to Bob's precombat main phase
    And Alice tries to play Forest from her hand
    Then that is rejected by rule 104

  @id:draw-from-library-with-a-card @cr:704.5b @cr:504.1
  Scenario: With one card in his library, Bob draws it and the game goes on
    CR 704.5b applies only to a draw from an empty library; Bob draws his last card and plays it.

    Given it is Alice's end step
    And Bob's library, from the top, is Island
    When the game advances to Bob's precombat main phase
    And Bob plays Island from his hand
    Then Bob controls Island

  @id:token-ceases-to-exist-off-the-battlefield @cr:704.5d @cr:111.7
  Scenario: A sacrificed Food token goes to the graveyard and ceases to exist there
    CR 704.5d: the token is put into the graveyard as it is sacrificed, then ceases to exist.

    Given it is Alice's precombat main phase
    And Alice controls Food
    And Alice has {C}{C} in her mana pool
    When Alice activates Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
    Then Alice has no Food in her graveyard
    And Alice controls no Food

  @id:card-stays-in-the-graveyard @cr:704.5d
  Scenario: A card, unlike a token, stays in the graveyard
    CR 704.5d applies to tokens only; a Lightning Bolt card that resolved stays in the graveyard.

    Given it is Alice's precombat main phase
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Bob as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority
    Then Alice has Lightning Bolt in her graveyard

  @id:sba-checked-when-priority-passes-to-the-next-player @cr:117.5 @cr:704.3 @cr:704.5f
  Scenario: A 0/0 creature dies as soon as priority passes to the next player, not when the step ends
    CR 117.5: each time a player would receive priority, state-based actions are checked first (CR 704.3). The
    setup puts Hangarback Walker onto Alice's battlefield with no +1/+1 counter, a 0/0; when Alice passes
    priority, Bob would receive it, so the Walker dies then (CR 704.5f), still in Alice's precombat main phase,
    and its ability triggers. The boundary is dies-never-had-counters (700_dies), where both players pass.

    Given it is Alice's precombat main phase
    And Alice controls Hangarback Walker
    When Alice passes priority
    Then Alice has Hangarback Walker in her graveyard
    And it is Alice's precombat main phase
    And the triggered abilities put on the stack are 1 from Hangarback Walker

  @id:sba-checked-again-after-a-saga-is-sacrificed @cr:704.3 @cr:714.4 @cr:704.5m
  Scenario: A Saga creature sacrificed after its last chapter leaves its Aura attached to nothing: it goes to the graveyard at once
    CR 704.3: state-based actions are checked again, as many times as needed, before a player receives priority.
    Summon: Fat Chocobo gets its fourth lore counter as Alice's precombat main phase begins; once its chapter IV
    ability has resolved, it is sacrificed (714.4), and Holy Strength, attached to it, is then attached to nothing
    and goes to Alice's graveyard in the next check (704.5m), before Alice gets priority. The boundary is in
    303_auras: an Aura whose creature dies goes to the graveyard the same way (704.5m).

    Given it is Alice's upkeep
    And Alice controls Summon: Fat Chocobo (with 3 lore counters) and Holy Strength (attached to Summon: Fat Chocobo)
    And Alice's library, from the top, is Forest
    When the game advances to Alice's precombat main phase
    Then the triggered abilities put on the stack are 1 from Summon: Fat Chocobo
    When all players pass priority until the stack is empty
    Then Alice has Summon: Fat Chocobo and Holy Strength in her graveyard
