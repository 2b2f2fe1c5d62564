Feature: 302.6 Summoning sickness
  A creature's ability with {T} in its cost can't be activated, and the creature can't attack, unless
  it has been under its controller's control continuously since their most recent turn began (CR
  302.6). That holds however the creature got onto the battlefield: an object that moves to the
  battlefield is a new object (CR 400.7), cast or not. It has been under control long enough once its
  controller's next turn begins.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:put-onto-battlefield-is-summoning-sick @cr:302.6 @cr:400.7
  Scenario: A creature an effect puts onto the battlefield can't be tapped for mana that turn
    CR 302.6: Llanowar Elves put onto the battlefield this turn hasn't been under Alice's control since
    her turn began, so its {T} ability can't be activated.

    Given Alice has Llanowar Elves in her hand
    When an effect puts Llanowar Elves from Alice's hand onto the battlefield under her control
    And Alice tries to activate Llanowar Elves's "{T}: Add {G}." ability
    Then that is rejected by rule 302.6
    And Llanowar Elves is untapped
    And Alice's mana pool is empty

  @id:put-onto-battlefield-cant-attack @cr:302.6 @cr:508.1a
  Scenario: A creature an effect puts onto the battlefield can't attack that turn
    CR 302.6: a creature can't attack unless it has been under its controller's control continuously
    since their most recent turn began.

    Given Alice has Gilded Goose in her hand
    When an effect puts Gilded Goose from Alice's hand onto the battlefield under her control
    And Alice tries to attack with Gilded Goose
    Then that is rejected by rule 302.6
    And Gilded Goose is untapped

  @id:summoning-sickness-ends-next-turn @cr:302.6 @cr:502.3
  Scenario: At its controller's next turn, the creature can be tapped for mana
    CR 302.6: once Alice's next turn begins, Llanowar Elves has been under her control continuously
    since her most recent turn began.

    Given Alice has Llanowar Elves in her hand
    And Alice's library, from the top, is Forest
    And Bob's library, from the top, is Island
    When an effect puts Llanowar Elves from Alice's hand onto the battlefield under her control
    And the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    And Alice activates Llanowar Elves's "{T}: Add {G}." ability
    Then Alice's mana pool is {G}

  @id:summoning-sickness-not-on-opponents-turn @cr:302.6
  Scenario: The opponent's turn beginning doesn't count: the creature is still summoning sick
    CR 302.6: what counts is its controller's most recent turn. Llanowar Elves came under Alice's
    control in her main phase; in Bob's next turn, her most recent turn is still the one in which it
    arrived, so it can't be tapped for mana.

    Given Alice has Llanowar Elves in her hand
    And Alice's library, from the top, is Forest
    And Bob's library, from the top, is Island
    When an effect puts Llanowar Elves from Alice's hand onto the battlefield under her control
    And the game advances to Bob's upkeep
    And Bob passes priority
    And Alice tries to activate Llanowar Elves's "{T}: Add {G}." ability
    Then that is rejected by rule 302.6
    And Llanowar Elves is untapped
