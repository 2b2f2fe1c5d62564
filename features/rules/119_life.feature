Feature: 119 Life: paying life as a cost
  A player can pay life only if their life total is greater than or equal to the payment (CR 119.4): a
  player at 2 life can pay 2 life, and is then at 0 life and loses the game the next time state-based
  actions are checked (CR 704.5a); a player at 1 life can't pay 2.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:pay-life-equal-to-life-total @cr:119.4 @cr:704.5a
  Scenario: At 2 life, Alice can cycle Street Wraith for 2 life; she is then at 0 life and loses
    CR 119.4: a life total equal to the payment is enough. The game is over once state-based actions see
    Alice at 0 life (CR 704.5a, 104.2a), so Bob can't then play a land.

    Given Alice's life total is 2
    And Alice has Street Wraith in her hand
    And Alice's library, from the top, is Forest
    And Bob has Island in his hand
    When Alice cycles Street Wraith from her hand
    Then Alice's life total is 0
    And Alice has Street Wraith in her graveyard
    When Bob tries to play Island from his hand
    Then that is rejected by rule 104

  @id:pay-life-more-than-life-total @cr:119.4
  Scenario: At 1 life, Alice can't cycle Street Wraith for 2 life
    CR 119.4: a life total less than the payment can't pay it; the card stays in Alice's hand.

    Given Alice's life total is 1
    And Alice has Street Wraith in her hand
    And Alice's library, from the top, is Forest
    When Alice tries to cycle Street Wraith from her hand
    Then that is rejected by rule 119.4
    And Alice's life total is 1
    And Alice has Street Wraith in her hand
    And Alice has no Forest in her hand
