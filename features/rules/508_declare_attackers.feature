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

  @id:attack-trigger-sacrifice-food-to-draw @cr:508.3a @cr:608.2c
  Scenario: The Goose Mother attacks: Alice may sacrifice a Food, and if she does, draws a card
    CR 508.3a: "Whenever [a creature] attacks" triggers when it's declared as an attacker. The Goose
    Mother: "Whenever The Goose Mother attacks, you may sacrifice a Food. If you do, draw a card."

    Given Alice controls The Goose Mother and Food
    And Alice's library, from the top, is Forest
    And Alice will answer the "you may" choices with yes
    When Alice attacks with The Goose Mother
    Then the triggered abilities put on the stack are 1 from The Goose Mother
    When all players pass priority
    Then Alice controls no Food
    And Alice has Forest in her hand

  @id:attack-trigger-no-food-no-draw @cr:508.3a @cr:608.2c
  Scenario: Without a Food to sacrifice, The Goose Mother's attack trigger draws nothing
    CR 608.2c: "if you do" is false when nothing was sacrificed, so Alice draws no card.

    Given Alice controls The Goose Mother
    And Alice's library, from the top, is Forest
    When Alice attacks with The Goose Mother
    And all players pass priority
    Then Alice has no Forest in her hand
    And the top card of Alice's library is Forest

  @id:attack-taps-without-vigilance @cr:508.1f @cr:702.20b
  Scenario: An attacking creature becomes tapped; a creature token with vigilance from Teysa Karlov doesn't
    CR 508.1f: the active player taps the chosen creatures; CR 702.20b: attacking doesn't cause creatures
    with vigilance to tap. Teysa Karlov gives creature tokens Alice controls vigilance (and lifelink).

    Given Alice controls Teysa Karlov, Isamaru, Hound of Konda and Phyrexian Goblin
    When Alice attacks with Isamaru, Hound of Konda and Phyrexian Goblin
    Then Isamaru, Hound of Konda is tapped
    And Phyrexian Goblin is untapped
    When the game advances to Alice's end of combat step
    Then Bob's life total is 17
    And Alice's life total is 21

  @id:attack-only-with-creatures @cr:508.1a
  Scenario: A noncreature artifact can't attack
    CR 508.1a: the active player chooses creatures they control to attack; a Food token isn't a creature.

    Given Alice controls Food and Isamaru, Hound of Konda
    When Alice tries to attack with Food
    Then that is rejected by rule 508.1a
    And Food is untapped

  @id:attack-only-untapped @cr:508.1a
  Scenario: A tapped creature can't attack
    CR 508.1a: only untapped creatures can be chosen as attackers.

    Given Alice controls Isamaru, Hound of Konda (tapped)
    When Alice tries to attack with Isamaru, Hound of Konda
    Then that is rejected by rule 508.1a
    And Bob's life total is 20

  @id:attack-trigger-may-return-a-land @cr:508.3a @cr:608.2c
  Scenario: Slab Hammer: Alice returns a land to her hand, and the equipped creature gets +2/+2
    CR 608.2c: "If you do" refers to the choice Alice made as the ability resolved. Slab Hammer:
    "Whenever equipped creature attacks, you may return a land you control to its owner's hand. If you
    do, the creature gets +2/+2 until end of turn."

    Given Alice controls Forest, Isamaru, Hound of Konda and Slab Hammer (attached to Isamaru, Hound of Konda)
    And Alice will answer the "you may" choices with yes
    And Alice will choose Forest to return
    When Alice attacks with Isamaru, Hound of Konda
    And all players pass priority
    Then Alice has Forest in her hand
    And Isamaru, Hound of Konda is 4/4
    When the game advances to Alice's end of combat step
    Then Bob's life total is 16

  @id:attack-trigger-may-declined @cr:508.3a @cr:608.2c
  Scenario: Slab Hammer: Alice keeps her land, and the creature gets no bonus
    CR 608.2c: Alice declines, so the creature doesn't get +2/+2.

    Given Alice controls Forest, Isamaru, Hound of Konda and Slab Hammer (attached to Isamaru, Hound of Konda)
    And Alice will answer the "you may" choices with no
    When Alice attacks with Isamaru, Hound of Konda
    And all players pass priority
    Then Alice controls Forest
    And Isamaru, Hound of Konda is 2/2
