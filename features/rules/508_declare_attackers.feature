Feature: 508 Declare attackers step
  The active player declares attackers as the declare attackers step begins (CR 508.1). Each chosen
  creature must be an untapped creature they control that has been under their control continuously
  since their most recent turn began, unless it has haste (CR 508.1a, 302.6); a restriction on attacking
  that isn't met makes the declaration illegal, and the game returns to the moment before it (CR 508.1c,
  732.1).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:attack-restriction-met @cr:508.1c
  Scenario: Lovestruck Beast attacks while its controller controls a 1/1 creature
    CR 508.1c: the declaration is legal when the restriction on attacking is met. Lovestruck Beast's
    Oracle text: "This creature can't attack unless you control a 1/1 creature."

    Given Alice controls Lovestruck Beast and Human
    When Alice attacks with Lovestruck Beast
    Then Lovestruck Beast is tapped
    When the game advances to Alice's end of combat step
    Then Bob's life total is 15

  @id:attack-restriction-not-met @cr:508.1c @cr:732.1
  Scenario: Lovestruck Beast can't attack without a 1/1 creature, and the declaration is reversed
    CR 508.1c: a declaration that disobeys a restriction on attacking is illegal; the game returns to
    the moment before it (CR 732.1), so nothing attacks and nothing is tapped.

    Given Alice controls Lovestruck Beast and Gilded Goose
    When Alice tries to attack with Lovestruck Beast and Gilded Goose
    Then that is rejected by rule 508.1c
    And Lovestruck Beast is untapped
    And Gilded Goose is untapped
